//! What a client shows of a picture before it has loaded: its size from the header, and a
//! blurhash (the `xyz.amorgan.blurhash` field Element and other clients paint as a blurred
//! placeholder) from a coarse sample of its pixels.

/// A PNG's or GIF's width and height, from its header.
pub fn dimensions(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.starts_with(b"\x89PNG") && bytes.len() >= 24 {
        let be =
            |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        return Some((be(16), be(20)));
    }
    if bytes.starts_with(b"GIF8") && bytes.len() >= 10 {
        let le = |i: usize| u32::from(u16::from_le_bytes([bytes[i], bytes[i + 1]]));
        return Some((le(6), le(8)));
    }
    None
}

/// The most pixels a side of the sample has: a blurhash of 4 by 3 components needs no more,
/// and the sample keeps its cost to a few thousand pixels whatever the picture's size.
const SAMPLE: u32 = 48;

/// The blurhash of a PNG (our own pictures, so a failure to read one only loses the
/// placeholder).
pub fn blurhash(png: &[u8]) -> Option<String> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    // Palettes and small depths as 8-bit RGB(A), 16-bit depths as 8-bit.
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().ok()?;
    let mut pixels = vec![0; reader.output_buffer_size()?];
    let frame = reader.next_frame(&mut pixels).ok()?;
    let channels = match frame.color_type {
        png::ColorType::Grayscale => 1,
        png::ColorType::GrayscaleAlpha => 2,
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        png::ColorType::Indexed => return None,
    };
    let (width, height) = (frame.width, frame.height);
    let (w, h) = (width.min(SAMPLE), height.min(SAMPLE));
    let mut sample = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h {
        for x in 0..w {
            let (sx, sy) = (x * width / w, y * height / h);
            let at = sy as usize * frame.line_size + sx as usize * channels;
            let p = &pixels[at..at + channels];
            let rgba = match channels {
                1 => [p[0], p[0], p[0], 255],
                2 => [p[0], p[0], p[0], p[1]],
                3 => [p[0], p[1], p[2], 255],
                _ => [p[0], p[1], p[2], p[3]],
            };
            sample.extend_from_slice(&rgba);
        }
    }
    blurhash::encode(4, 3, w, h, &sample).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32, color: png::ColorType, pixels: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(color);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(pixels).unwrap();
        writer.finish().unwrap();
        out
    }

    #[test]
    fn a_picture_has_its_size_and_a_placeholder_of_its_colours() {
        // 100 by 60, left half red, right half blue.
        let (w, h) = (100u32, 60u32);
        let mut pixels = Vec::new();
        for _ in 0..h {
            for x in 0..w {
                pixels.extend_from_slice(if x < w / 2 {
                    &[200, 0, 0]
                } else {
                    &[0, 0, 200]
                });
            }
        }
        let bytes = png(w, h, png::ColorType::Rgb, &pixels);
        assert_eq!(dimensions(&bytes), Some((100, 60)));
        let hash = blurhash(&bytes).expect("a blurhash");
        // 4 by 3 components: 1 + 1 + 4 + 2 * 11 characters.
        assert_eq!(hash.len(), 28, "{hash}");
        let back = blurhash::decode(&hash, 10, 2, 1.0).unwrap();
        let (left, right) = (&back[0..4], &back[9 * 4..10 * 4]);
        assert!(
            left[0] > left[2] && right[2] > right[0],
            "{left:?} {right:?}"
        );
    }

    #[test]
    fn what_is_no_png_has_no_placeholder() {
        assert_eq!(blurhash(b"GIF89a...."), None);
        assert_eq!(blurhash(b"\x89PNG broken"), None);
        assert_eq!(dimensions(b"GIF89a\x10\x00\x20\x00"), Some((16, 32)));
        assert_eq!(dimensions(b"text"), None);
    }
}
