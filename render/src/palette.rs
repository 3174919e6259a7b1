//! Up to 256 colours per picture, for indexed PNG and GIF.
//!
//! Board pictures are flat colours plus anti-aliased edges. Colours are bucketed by their top
//! five bits per channel; the 256 most used buckets become the palette (each the average of
//! its pixels, so flat colours come out exact), and every other bucket maps to its nearest
//! palette colour. One histogram pass and one lookup per pixel.

use tiny_skia::Pixmap;

const BUCKETS: usize = 1 << 15;

#[inline]
fn bucket(r: u8, g: u8, b: u8) -> usize {
    ((r as usize >> 3) << 10) | ((g as usize >> 3) << 5) | (b as usize >> 3)
}

/// A palette (RGB triples) and each pixel's index into it.
pub struct Indexed {
    pub palette: Vec<[u8; 3]>,
    pub indices: Vec<u8>,
}

pub fn quantize(p: &Pixmap) -> Indexed {
    let pixels = p.pixels();
    let mut count = vec![0u32; BUCKETS];
    let mut sum = vec![[0u32; 3]; BUCKETS];
    for c in pixels {
        let k = bucket(c.red(), c.green(), c.blue());
        count[k] += 1;
        let s = &mut sum[k];
        s[0] += c.red() as u32;
        s[1] += c.green() as u32;
        s[2] += c.blue() as u32;
    }
    let mut used: Vec<usize> = (0..BUCKETS).filter(|&k| count[k] > 0).collect();
    used.sort_unstable_by_key(|&k| std::cmp::Reverse(count[k]));
    let average = |k: usize| {
        let n = count[k];
        [
            (sum[k][0] / n) as u8,
            (sum[k][1] / n) as u8,
            (sum[k][2] / n) as u8,
        ]
    };
    let palette: Vec<[u8; 3]> = used.iter().take(256).map(|&k| average(k)).collect();
    let mut lut = vec![0u8; BUCKETS];
    for (i, &k) in used.iter().enumerate() {
        lut[k] = if i < 256 {
            i as u8
        } else {
            nearest(&palette, average(k))
        };
    }
    let indices = pixels
        .iter()
        .map(|c| lut[bucket(c.red(), c.green(), c.blue())])
        .collect();
    Indexed { palette, indices }
}

fn nearest(palette: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let dist = |p: &[u8; 3]| -> u32 {
        let d = |a: u8, b: u8| (a as i32 - b as i32).pow(2) as u32;
        // Green weighs most to the eye, blue least.
        3 * d(p[0], c[0]) + 4 * d(p[1], c[1]) + 2 * d(p[2], c[2])
    };
    palette
        .iter()
        .enumerate()
        .min_by_key(|(_, p)| dist(p))
        .map_or(0, |(i, _)| i as u8)
}
