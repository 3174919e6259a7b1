//! End-to-end tests of the pictures: `halma-bot render`, `replay` and `gallery` through the
//! real binary, and the gallery compared with the checked-in golden images.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn halma_bot(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halma-bot"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A fresh directory for one test's files, removed when the test passes and kept when it
/// fails, for a look at what was drawn.
struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("halma-pictures-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

/// Width, height and RGB pixels of a PNG.
fn decode_png(bytes: &[u8]) -> (u32, u32, Vec<[u8; 3]>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut buf).unwrap();
    let info = reader.info();
    let pixels = match info.color_type {
        png::ColorType::Indexed => {
            let palette = info.palette.as_ref().unwrap();
            buf[..frame.buffer_size()]
                .iter()
                .map(|&i| {
                    let k = i as usize * 3;
                    [palette[k], palette[k + 1], palette[k + 2]]
                })
                .collect()
        }
        png::ColorType::Rgb => buf.chunks(3).map(|c| [c[0], c[1], c[2]]).collect(),
        other => panic!("unexpected colour type {other:?}"),
    };
    (frame.width, frame.height, pixels)
}

const HALMA8_START: &str = "4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- - 0";

#[test]
fn render_writes_a_png_of_the_asked_size() {
    let dir = scratch("render");
    let out = dir.join("board.png");
    let o = halma_bot(&[
        "render",
        "--variant",
        "halma8",
        "--position",
        HALMA8_START,
        "--theme",
        "dark",
        "--size",
        "320",
        "--marks",
        "--perspective",
        "b",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let (w, h, pixels) = decode_png(&std::fs::read(&out).unwrap());
    assert_eq!((w, h, pixels.len()), (320, 320, 320 * 320));
    assert!(!dir.join("board.partial").exists());
}

#[test]
fn render_draws_the_last_move_given() {
    let dir = scratch("last-move");
    let after = "4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/1aaa4 b 1,0 -,- - 0";
    let with = dir.join("with.png");
    let without = dir.join("without.png");
    for (file, extra) in [(&with, Some("e1-c1")), (&without, None)] {
        let mut args = vec![
            "render",
            "--variant",
            "halma8",
            "--position",
            after,
            "--out",
            file.to_str().unwrap(),
        ];
        if let Some(m) = extra {
            args.extend(["--last-move", m]);
        }
        let o = halma_bot(&args);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let (_, _, a) = decode_png(&std::fs::read(&with).unwrap());
    let (_, _, b) = decode_png(&std::fs::read(&without).unwrap());
    let differing = a.iter().zip(&b).filter(|(p, q)| p != q).count();
    assert!(
        differing > 500,
        "the arrow and highlights change the picture: {differing} pixels"
    );
}

#[test]
fn bad_picture_requests_get_exit_code_2_and_write_nothing() {
    let dir = scratch("bad");
    let out = dir.join("x.png");
    let o = out.to_str().unwrap();
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "render",
                "--variant",
                "halma8",
                "--theme",
                "neon",
                "--out",
                o,
            ],
            "unknown theme 'neon'",
        ),
        (
            &["render", "--variant", "halma8", "--size", "50", "--out", o],
            "200 to 2000 pixels",
        ),
        (
            &[
                "render",
                "--variant",
                "halma8",
                "--size",
                "99999999999",
                "--out",
                o,
            ],
            "size",
        ),
        (
            &[
                "render",
                "--variant",
                "halma8",
                "--perspective",
                "c",
                "--out",
                o,
            ],
            "'c' is not a player",
        ),
        (
            &[
                "render",
                "--variant",
                "halma8",
                "--position",
                "8/8 a 0,0 -,- - 0",
                "--out",
                o,
            ],
            "invalid position",
        ),
        (
            &[
                "render",
                "--variant",
                "halma8",
                "--last-move",
                "e5-f6",
                "--out",
                o,
            ],
            "--last-move ends on f6",
        ),
        (
            &[
                "render",
                "--variant",
                "halma8",
                "--last-move",
                "zz9",
                "--out",
                o,
            ],
            "--last-move",
        ),
        (
            &["replay", "--record", "/nonexistent/game.txt", "--out", o],
            "cannot read",
        ),
    ];
    for (args, expected) in cases {
        let r = halma_bot(args);
        assert_eq!(r.status.code(), Some(2), "{args:?}: {}", stderr(&r));
        assert!(
            stderr(&r).contains(expected),
            "{args:?}: expected {expected:?} in {}",
            stderr(&r)
        );
        assert!(
            !out.exists() && !dir.join("x.partial").exists(),
            "{args:?} left a file"
        );
    }
    // An unreadable record names its problem.
    let record = dir.join("broken.txt");
    std::fs::write(
        &record,
        "[Variant \"halma8\"]\n[Players \"2\"]\n[Pieces \"10\"]\n[Rules \"none\"]\n\n1. d1-d5\n",
    )
    .unwrap();
    let r = halma_bot(&["replay", "--record", record.to_str().unwrap(), "--out", o]);
    assert_eq!(r.status.code(), Some(2));
    assert!(stderr(&r).contains("action 1 (d1-d5)"), "{}", stderr(&r));
    assert!(!out.exists());
}

#[test]
fn replay_turns_a_record_into_an_animation() {
    let dir = scratch("replay");
    let record = dir.join("game.txt");
    std::fs::write(
        &record,
        "[Variant \"halma8\"]\n[Players \"2\"]\n[Pieces \"10\"]\n[Rules \"none\"]\n\n1. d1-e2 e8-d7\n2. c1-c3 f8-f6\n",
    )
    .unwrap();
    let out = dir.join("game.gif");
    let o = halma_bot(&[
        "replay",
        "--record",
        record.to_str().unwrap(),
        "--size",
        "240",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options
        .read_info(std::fs::File::open(&out).unwrap())
        .unwrap();
    assert_eq!((decoder.width(), decoder.height()), (240, 240));
    let mut shown = 0;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        shown += usize::from(frame.delay > 0);
    }
    assert_eq!(shown, 5, "the start and four moves");
}

/// Pixels further apart than this in some channel count as different.
const PIXEL_TOLERANCE: i32 = 40;
/// Share of pixels that may differ: rasterisers may round edges differently by a pixel.
const DIFFERING_SHARE: f64 = 0.003;

#[test]
fn the_gallery_matches_the_golden_images() {
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/gallery");
    for (name, bytes) in halma_bot::pictures::gallery() {
        let path = golden.join(&name);
        let expected = std::fs::read(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e}; run `cargo run --release -p halma-bot -- gallery`",
                path.display()
            )
        });
        if name.ends_with(".gif") {
            // Replays: the same frames in the same places, with the same first picture.
            let frames = |b: &[u8]| {
                let mut options = gif::DecodeOptions::new();
                options.set_color_output(gif::ColorOutput::Indexed);
                let mut d = options.read_info(std::io::Cursor::new(b.to_vec())).unwrap();
                let mut out = Vec::new();
                while let Some(f) = d.read_next_frame().unwrap() {
                    out.push((f.left, f.top, f.width, f.height, f.delay));
                }
                out
            };
            assert_eq!(frames(&bytes), frames(&expected), "{name}");
            continue;
        }
        let (w, h, now) = decode_png(&bytes);
        let (gw, gh, then) = decode_png(&expected);
        assert_eq!((w, h), (gw, gh), "{name}");
        let differing = now
            .iter()
            .zip(&then)
            .filter(|(a, b)| (0..3).any(|i| (a[i] as i32 - b[i] as i32).abs() > PIXEL_TOLERANCE))
            .count();
        let share = differing as f64 / now.len() as f64;
        assert!(
            share <= DIFFERING_SHARE,
            "{name}: {differing} pixels differ ({:.2}%)",
            share * 100.0
        );
    }
}
