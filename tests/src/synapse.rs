//! A real Synapse homeserver on 127.0.0.1 for the Matrix tests: SQLite, no federation, rate
//! limits out of the way unless a test asks for low ones.
//!
//! Synapse comes from the Python package registry into a virtual environment outside the
//! clone (`~/.cache/halma-bot/synapse-venv`, or `HALMA_SYNAPSE_VENV`), installed by the first
//! test that needs it and reused by every later run. Where Python or the registry is missing
//! the tests fail and say what to install: they never skip.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The homeserver's name: users are `@name:localhost`.
pub const SERVER_NAME: &str = "localhost";

const SECRET: &str = "halma-tests-shared-secret";

/// A running Synapse, stopped when dropped.
pub struct Synapse {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub url: String,
    dir: PathBuf,
    venv: PathBuf,
}

/// The registration of the shared-secret admin API (Synapse's documented HMAC-SHA1 over
/// nonce, user, password and admin flag), for users given after the address, the secret and
/// the password.
const REGISTER: &str = r#"
import hashlib, hmac, json, sys, urllib.error, urllib.request
url, secret, password = sys.argv[1:4]
endpoint = url + "/_synapse/admin/v1/register"
for user in sys.argv[4:]:
    nonce = json.load(urllib.request.urlopen(endpoint))["nonce"]
    signed = "\0".join([nonce, user, password, "notadmin"]).encode()
    mac = hmac.new(secret.encode(), signed, hashlib.sha1).hexdigest()
    body = {"nonce": nonce, "username": user, "password": password, "admin": False, "mac": mac}
    request = urllib.request.Request(
        endpoint, json.dumps(body).encode(), {"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(request)
    except urllib.error.HTTPError as e:
        if b"M_USER_IN_USE" not in e.read():
            raise
"#;

/// The bot's process, stopped when dropped.
pub struct BotProcess(Child);

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// How many messages a user may send: [`Limits::Open`] keeps the limits out of the way,
/// [`Limits::Low`] makes Synapse answer `M_LIMIT_EXCEEDED` soon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limits {
    Open,
    Low,
}

impl Synapse {
    /// Installs Synapse if needed, then starts a fresh one in a directory of its own.
    pub fn start(name: &str, limits: Limits) -> Synapse {
        let venv = installed();
        let dir = std::env::temp_dir().join(format!("halma-synapse-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a directory for Synapse");
        let port = free_port();
        let python = venv.join("bin/python");
        // Synapse's generated logging writes homeserver.log where it runs: in its directory.
        let generated = run(Command::new(&python)
            .current_dir(&dir)
            .args(["-m", "synapse.app.homeserver", "--generate-config"])
            .args(["--server-name", SERVER_NAME, "--report-stats=no"])
            .arg("--config-path")
            .arg(dir.join("generated.yaml"))
            .arg("--data-directory")
            .arg(&dir));
        assert!(
            generated,
            "Synapse could not write its configuration in {}",
            dir.display()
        );
        std::fs::write(dir.join("overrides.yaml"), overrides(&dir, port, limits))
            .expect("Synapse's test settings");
        let log = std::fs::File::create(dir.join("synapse.log")).expect("Synapse's log");
        let child = Command::new(&python)
            .current_dir(&dir)
            .args(["-m", "synapse.app.homeserver"])
            .arg("--config-path")
            .arg(dir.join("generated.yaml"))
            .arg("--config-path")
            .arg(dir.join("overrides.yaml"))
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("Synapse starts");
        let synapse = Synapse {
            child,
            url: format!("http://127.0.0.1:{port}"),
            dir,
            venv,
        };
        synapse.wait_healthy();
        synapse
    }

    /// Registers `users`, all with `password`, through the shared-secret admin API, in one
    /// Python process (a process each would cost a second each). A loaded machine (several
    /// Synapses starting at once) can make a request fail: the whole is tried again (a user
    /// already there is fine), and a last failure says why.
    pub fn register_all(&self, users: &[&str], password: &str) {
        let mut why = String::new();
        for _ in 0..5 {
            let out = Command::new(self.venv.join("bin/python"))
                .args(["-c", REGISTER, &self.url, SECRET, password])
                .args(users)
                .output()
                .expect("Python runs the registrations");
            if out.status.success() {
                return;
            }
            why = String::from_utf8_lossy(&out.stderr).into_owned();
        }
        let log = self.log();
        let tail: Vec<&str> = log.lines().rev().take(20).collect();
        panic!(
            "Synapse did not register {users:?}: {why}\nthe end of its log:\n{}",
            tail.into_iter().rev().collect::<Vec<_>>().join("\n")
        );
    }

    /// Starts `halma-bot serve` (the test's `binary`) as `@halma:localhost` with `password`
    /// on `data`, its clock `ahead` seconds ahead of the system's; its log goes beside `data`.
    pub fn start_bot(&self, binary: &str, data: &Path, password: &str, ahead: u64) -> BotProcess {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(data.with_extension("log"))
            .expect("the bot's log");
        let child = Command::new(binary)
            .arg("serve")
            .env("HALMA_CLOCK_OFFSET", ahead.to_string())
            .env_remove("DISCORD_TOKEN")
            .env("MATRIX_HOMESERVER", &self.url)
            .env("MATRIX_USER", Synapse::user_id("halma"))
            .env("MATRIX_PASSWORD", password)
            .env("HALMA_DATA", data)
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("the bot starts");
        BotProcess(child)
    }

    /// What Synapse has logged so far (a line per request, with its status).
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("homeserver.log")).unwrap_or_default()
    }

    /// `@user:localhost`.
    pub fn user_id(user: &str) -> String {
        format!("@{user}:{SERVER_NAME}")
    }

    fn wait_healthy(&self) {
        let address = self.url.trim_start_matches("http://").to_string();
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(60) {
            if health(&address) {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!(
            "Synapse did not answer /health within 60 s; its log: {}",
            self.dir.join("synapse.log").display()
        );
    }
}

impl Drop for Synapse {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Whether `GET /health` answers 200.
fn health(address: &str) -> bool {
    use std::io::{Read, Write};
    let Ok(mut stream) = std::net::TcpStream::connect(address) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    let request = format!("GET /health HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    answer.starts_with("HTTP/1.1 200")
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// Runs a command to its end, its output kept out of the test's; whether it succeeded.
fn run(command: &mut Command) -> bool {
    command
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .status()
        .is_ok_and(|s| s.success())
}

/// What the tests change of Synapse's generated configuration (later files win).
fn overrides(dir: &Path, port: u16, limits: Limits) -> String {
    let (per_second, burst) = match limits {
        Limits::Open => ("1000", "1000"),
        Limits::Low => ("0.5", "3"),
    };
    let limit =
        |name: &str| format!("{name}:\n  per_second: {per_second}\n  burst_count: {burst}\n");
    let mut yaml = format!(
        "listeners:\n  - port: {port}\n    bind_addresses: ['127.0.0.1']\n    type: http\n    \
         tls: false\n    x_forwarded: false\n    resources:\n      - names: [client]\n        \
         compress: false\n\
         database:\n  name: sqlite3\n  args:\n    database: {db}\n\
         media_store_path: {media}\n\
         registration_shared_secret: {SECRET}\n\
         enable_registration: false\n\
         trusted_key_servers: []\n\
         suppress_key_server_warning: true\n\
         federation_domain_whitelist: []\n\
         presence:\n  enabled: false\n\
         url_preview_enabled: false\n\
         report_stats: false\n\
         bcrypt_rounds: 4\n",
        db = dir.join("homeserver.db").display(),
        media = dir.join("media").display(),
    );
    yaml.push_str(&limit("rc_message"));
    for name in [
        "rc_registration",
        "rc_joins_per_room",
        "rc_invites_per_room",
        "rc_invites_per_user",
    ] {
        yaml.push_str(&format!(
            "{name}:\n  per_second: 1000\n  burst_count: 1000\n"
        ));
    }
    yaml.push_str(
        "rc_login:\n  address: {per_second: 1000, burst_count: 1000}\n  \
         account: {per_second: 1000, burst_count: 1000}\n  \
         failed_attempts: {per_second: 1000, burst_count: 1000}\n\
         rc_joins:\n  local: {per_second: 1000, burst_count: 1000}\n  \
         remote: {per_second: 1000, burst_count: 1000}\n",
    );
    yaml
}

/// The virtual environment with Synapse, installed on first use. One installer at a time
/// across test processes (a lock directory); the environment appears whole or not at all.
fn installed() -> PathBuf {
    let venv = std::env::var_os("HALMA_SYNAPSE_VENV").map_or_else(
        || {
            let home = std::env::var_os("HOME").map_or_else(std::env::temp_dir, PathBuf::from);
            home.join(".cache/halma-bot/synapse-venv")
        },
        PathBuf::from,
    );
    let ready = |v: &Path| v.join("bin/python").exists() && v.join(".installed").exists();
    if ready(&venv) {
        return venv;
    }
    let parent = venv
        .parent()
        .expect("the environment's directory")
        .to_path_buf();
    std::fs::create_dir_all(&parent).expect("the cache directory");
    let lock = venv.with_extension("lock");
    let start = Instant::now();
    while std::fs::create_dir(&lock).is_err() {
        if ready(&venv) {
            return venv;
        }
        // A lock older than ten minutes is an installer that died.
        let stale = std::fs::metadata(&lock)
            .and_then(|m| m.modified())
            .is_ok_and(|t| t.elapsed().unwrap_or_default() > Duration::from_secs(600));
        if stale {
            let _ = std::fs::remove_dir(&lock);
        }
        assert!(
            start.elapsed() < Duration::from_secs(900),
            "waited 15 minutes for another test to install Synapse"
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    if !ready(&venv) {
        install(&venv);
    }
    let _ = std::fs::remove_dir(&lock);
    venv
}

fn install(venv: &Path) {
    let _ = std::fs::remove_dir_all(venv);
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    assert!(
        run(Command::new(&python).arg("-m").arg("venv").arg(venv)),
        "the Matrix tests need Python 3 with its venv module to install Synapse: \
         install python3 and python3-venv (or set PYTHON)"
    );
    // Scripts keep the path they were installed at: Synapse is run as `python -m`.
    assert!(
        run(Command::new(venv.join("bin/python")).args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "matrix-synapse"
        ])),
        "pip could not install matrix-synapse from the Python package registry into {}: \
         the Matrix tests need it (check that pypi.org, or your pip index, is reachable)",
        venv.display()
    );
    std::fs::write(venv.join(".installed"), b"").expect("the environment is marked whole");
}
