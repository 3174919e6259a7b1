//! `serve`'s health check (`HALMA_HEALTH=127.0.0.1:PORT`): any HTTP request gets 200 `ok`
//! while the bot is connected to its platform and can write to its store, 503 with what is
//! wrong otherwise, for a supervisor (systemd, a container runtime, a load balancer) to poll.
//!
//! One fixed answer per connection needs no HTTP library: the request is read up to its
//! blank line (at most a few kilobytes) and answered, and the connection closed.

use std::future::Future;
use std::net::SocketAddr;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// The most of a request read before answering.
const REQUEST_BYTES: usize = 8 * 1024;

/// Answers health checks on `addr` until the process ends; `check` says what is wrong, if
/// anything.
pub async fn serve<C, F>(addr: SocketAddr, check: C) -> std::io::Result<()>
where
    C: Fn() -> F + Send + Sync + 'static,
    F: Future<Output = Result<(), String>> + Send,
{
    let listener = TcpListener::bind(addr).await?;
    let check = std::sync::Arc::new(check);
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let check = check.clone();
            tokio::spawn(async move {
                if let Err(e) = answer(stream, check().await).await {
                    tracing::debug!(error = %e, "a health check went away");
                }
            });
        }
    });
    Ok(())
}

async fn answer(mut stream: TcpStream, health: Result<(), String>) -> std::io::Result<()> {
    let mut request = Vec::new();
    let mut buffer = [0u8; 1024];
    while !request.windows(4).any(|w| w == b"\r\n\r\n") && request.len() < REQUEST_BYTES {
        let n = stream.read(&mut buffer).await?;
        if n == 0 {
            break;
        }
        request.extend_from_slice(&buffer[..n]);
    }
    let (status, body) = match health {
        Ok(()) => ("200 OK", "ok\n".to_string()),
        Err(why) => ("503 Service Unavailable", format!("{why}\n")),
    };
    let response = format!(
        "HTTP/1.1 {status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(response.as_bytes()).await?;
    stream.shutdown().await
}
