//! Frames: a 4-byte big-endian length, then that many bytes of postcard. The reader checks the
//! length against its limit before reading (or allocating) anything, so an oversize frame costs
//! the host four bytes.

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

/// Why a frame could not be read.
#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    /// The stream ended cleanly between frames.
    #[error("the connection closed")]
    Closed,
    #[error("a frame of {len} bytes is over the limit of {limit} bytes")]
    TooLarge { len: u32, limit: u32 },
    #[error("a frame did not decode ({0})")]
    Garbage(String),
    #[error("a frame started but its {len} bytes did not arrive within {secs} s")]
    Stalled { len: u32, secs: u64 },
    #[error("{0}")]
    Io(String),
}

/// One value as a frame: its length and its postcard bytes.
pub fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, String> {
    let body = postcard::to_allocvec(value).map_err(|e| format!("cannot encode a frame: {e}"))?;
    let len = u32::try_from(body.len()).map_err(|_| "a frame over 4 GiB".to_string())?;
    let mut frame = Vec::with_capacity(4 + body.len());
    frame.extend_from_slice(&len.to_be_bytes());
    frame.extend_from_slice(&body);
    Ok(frame)
}

/// Writes an already encoded frame.
pub async fn write<W: AsyncWrite + Unpin>(out: &mut W, frame: &[u8]) -> Result<(), FrameError> {
    out.write_all(frame)
        .await
        .map_err(|e| FrameError::Io(e.to_string()))
}

/// Reads one frame's bytes, refusing one longer than `limit` before reading its body, and one
/// whose body stalls for longer than `body_timeout`.
pub async fn read_bytes<R: AsyncRead + Unpin>(
    input: &mut R,
    limit: u32,
    body_timeout: Duration,
) -> Result<Vec<u8>, FrameError> {
    let mut head = [0u8; 4];
    match input.read_exact(&mut head).await {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => return Err(FrameError::Closed),
        Err(e) => return Err(FrameError::Io(e.to_string())),
    }
    let len = u32::from_be_bytes(head);
    if len > limit {
        return Err(FrameError::TooLarge { len, limit });
    }
    let mut body = vec![0u8; len as usize];
    match tokio::time::timeout(body_timeout, input.read_exact(&mut body)).await {
        Ok(Ok(_)) => Ok(body),
        Ok(Err(e)) if e.kind() == std::io::ErrorKind::UnexpectedEof => Err(FrameError::Closed),
        Ok(Err(e)) => Err(FrameError::Io(e.to_string())),
        Err(_) => Err(FrameError::Stalled {
            len,
            secs: body_timeout.as_secs(),
        }),
    }
}

/// Decodes a frame's bytes; trailing bytes are garbage too.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, FrameError> {
    match postcard::take_from_bytes::<T>(bytes) {
        Ok((value, [])) => Ok(value),
        Ok((_, rest)) => Err(FrameError::Garbage(format!(
            "{} bytes left over after the message",
            rest.len()
        ))),
        Err(e) => Err(FrameError::Garbage(e.to_string())),
    }
}

/// Reads and decodes one frame.
pub async fn read<T: DeserializeOwned, R: AsyncRead + Unpin>(
    input: &mut R,
    limit: u32,
    body_timeout: Duration,
) -> Result<T, FrameError> {
    decode(&read_bytes(input, limit, body_timeout).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECOND: Duration = Duration::from_secs(1);

    fn runtime() -> tokio::runtime::Runtime {
        match tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
        {
            Ok(rt) => rt,
            Err(e) => panic!("no runtime: {e}"),
        }
    }

    #[test]
    fn a_value_survives_its_frame() {
        runtime().block_on(async {
            let (mut a, mut b) = tokio::io::duplex(1024);
            let frame = encode(&("play 3", 7u32)).unwrap_or_default();
            write(&mut a, &frame).await.ok();
            let got: Result<(String, u32), _> = read(&mut b, 100, SECOND).await;
            assert_eq!(got.ok(), Some(("play 3".to_string(), 7)));
        });
    }

    #[test]
    fn an_oversize_length_is_refused_before_its_body_is_read() {
        runtime().block_on(async {
            let (mut a, mut b) = tokio::io::duplex(1024);
            // Only the length is sent: the reader must not wait for a body it will refuse.
            write(&mut a, &2_000_000u32.to_be_bytes()).await.ok();
            let got = read_bytes(&mut b, 1024, SECOND).await;
            assert!(
                matches!(
                    got,
                    Err(FrameError::TooLarge {
                        len: 2_000_000,
                        limit: 1024
                    })
                ),
                "{got:?}"
            );
        });
    }

    #[test]
    fn garbage_and_trailing_bytes_do_not_decode() {
        let garbage = decode::<(String, u32)>(&[0xff, 0xff, 0xff]);
        assert!(
            matches!(garbage, Err(FrameError::Garbage(_))),
            "{garbage:?}"
        );
        let mut bytes = postcard::to_allocvec(&7u32).unwrap_or_default();
        bytes.push(0);
        assert!(matches!(decode::<u32>(&bytes), Err(FrameError::Garbage(_))));
    }

    #[test]
    fn a_stalled_body_times_out() {
        runtime().block_on(async {
            let (mut a, mut b) = tokio::io::duplex(1024);
            write(&mut a, &[0, 0, 0, 10, 1, 2]).await.ok();
            let got = read_bytes(&mut b, 1024, Duration::from_millis(50)).await;
            assert!(
                matches!(got, Err(FrameError::Stalled { len: 10, .. })),
                "{got:?}"
            );
        });
    }
}
