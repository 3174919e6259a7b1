//! Up to 256 colours, for indexed PNG and GIF.
//!
//! Board pictures are flat colours plus anti-aliased edges. Colours are bucketed by their top
//! five bits per channel; the 256 most used buckets of a picture become the palette (each the
//! average of its pixels, so flat colours come out exact), and every other bucket maps to its
//! nearest palette colour. A palette can index later pictures too (the frames of a replay):
//! buckets it has not seen are matched once, when first met.

use tiny_skia::Pixmap;

const BUCKETS: usize = 1 << 15;
const UNSEEN: u16 = u16::MAX;

#[inline]
fn bucket(r: u8, g: u8, b: u8) -> usize {
    ((r as usize >> 3) << 10) | ((g as usize >> 3) << 5) | (b as usize >> 3)
}

pub struct Palette {
    colours: Vec<[u8; 3]>,
    /// Palette index of each bucket, or `UNSEEN`.
    lut: Vec<u16>,
}

impl Palette {
    /// The palette of one picture, of at most `limit` colours (at most 256).
    pub fn of(p: &Pixmap, limit: usize) -> Palette {
        let mut count = vec![0u32; BUCKETS];
        let mut sum = vec![[0u32; 3]; BUCKETS];
        // Every other row is plenty to rank colours (pictures are mostly flat areas) and
        // halves the time; colours met only on the skipped rows find their nearest later.
        let width = p.width() as usize;
        for c in p.pixels().chunks(width).step_by(2).flatten() {
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
        let limit = limit.min(256);
        let colours: Vec<[u8; 3]> = used.iter().take(limit).map(|&k| average(k)).collect();
        let mut palette = Palette {
            colours,
            lut: vec![UNSEEN; BUCKETS],
        };
        for (i, &k) in used.iter().enumerate() {
            palette.lut[k] = if i < limit {
                i as u16
            } else {
                palette.nearest(average(k)) as u16
            };
        }
        palette
    }

    /// The palette as RGB triples, for the file's colour table.
    pub fn rgb(&self) -> Vec<u8> {
        self.colours.concat()
    }

    pub fn len(&self) -> usize {
        self.colours.len()
    }

    pub fn is_empty(&self) -> bool {
        self.colours.is_empty()
    }

    /// Each pixel's palette index.
    pub fn indices(&mut self, p: &Pixmap) -> Vec<u8> {
        p.pixels()
            .iter()
            .map(|c| {
                let k = bucket(c.red(), c.green(), c.blue());
                if self.lut[k] == UNSEEN {
                    self.lut[k] = self.nearest([c.red(), c.green(), c.blue()]) as u16;
                }
                self.lut[k] as u8
            })
            .collect()
    }

    fn nearest(&self, c: [u8; 3]) -> u8 {
        let dist = |p: &[u8; 3]| -> u32 {
            let d = |a: u8, b: u8| (a as i32 - b as i32).pow(2) as u32;
            // Green weighs most to the eye, blue least.
            3 * d(p[0], c[0]) + 4 * d(p[1], c[1]) + 2 * d(p[2], c[2])
        };
        self.colours
            .iter()
            .enumerate()
            .min_by_key(|(_, p)| dist(p))
            .map_or(0, |(i, _)| i as u8)
    }
}
