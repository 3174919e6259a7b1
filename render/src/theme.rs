//! Colour themes. Piece colours come from the Okabe–Ito palette, chosen to stay apart for
//! the common forms of colour blindness; marks (a letter per player) remove the need to tell
//! colours apart at all.

use tiny_skia::Color;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn color(self) -> Color {
        Color::from_rgba8(self.0, self.1, self.2, 255)
    }

    pub fn with_alpha(self, a: u8) -> Color {
        Color::from_rgba8(self.0, self.1, self.2, a)
    }

    /// Relative luminance (sRGB weights), 0..=255: decides dark or light text on a colour.
    pub fn luminance(self) -> u8 {
        ((self.0 as u32 * 2126 + self.1 as u32 * 7152 + self.2 as u32 * 722) / 10_000) as u8
    }
}

#[derive(Debug)]
pub struct Theme {
    pub name: &'static str,
    pub background: Rgb,
    pub light_square: Rgb,
    pub dark_square: Rgb,
    /// The star's body, and its holes.
    pub star_board: Rgb,
    pub hole: Rgb,
    pub grid_line: Rgb,
    pub coordinates: Rgb,
    pub header: Rgb,
    pub header_text: Rgb,
    /// Alpha of a camp's tint over the board.
    pub camp_alpha: u8,
    pub piece_outline: Rgb,
    /// The last move: a dark band with a light core, visible by brightness on any colour.
    pub arrow_outline: Rgb,
    pub arrow_core: Rgb,
    pub highlight: Rgb,
    pub players: [Rgb; 6],
    /// Gevangen 2's pieces, which belong to nobody.
    pub shared: Rgb,
}

/// Okabe–Ito: vermillion, blue, yellow, bluish green, reddish purple, sky blue.
const PLAYERS: [Rgb; 6] = [
    Rgb(0xD5, 0x5E, 0x00),
    Rgb(0x00, 0x72, 0xB2),
    Rgb(0xF0, 0xE4, 0x42),
    Rgb(0x00, 0x9E, 0x73),
    Rgb(0xCC, 0x79, 0xA7),
    Rgb(0x56, 0xB4, 0xE9),
];

pub static WOOD: Theme = Theme {
    name: "wood",
    background: Rgb(0xF7, 0xEE, 0xDD),
    light_square: Rgb(0xEE, 0xD8, 0xB0),
    dark_square: Rgb(0xC8, 0x9C, 0x68),
    star_board: Rgb(0xE2, 0xC2, 0x8E),
    hole: Rgb(0x9A, 0x70, 0x42),
    grid_line: Rgb(0xB0, 0x86, 0x55),
    coordinates: Rgb(0x5A, 0x3E, 0x22),
    header: Rgb(0x5A, 0x3E, 0x22),
    header_text: Rgb(0xFB, 0xF4, 0xE6),
    camp_alpha: 80,
    piece_outline: Rgb(0x22, 0x1A, 0x12),
    arrow_outline: Rgb(0x14, 0x14, 0x14),
    arrow_core: Rgb(0xFF, 0xFF, 0xFF),
    highlight: Rgb(0xFF, 0xF0, 0x60),
    players: PLAYERS,
    shared: Rgb(0xF6, 0xF2, 0xE8),
};

pub static DARK: Theme = Theme {
    name: "dark",
    background: Rgb(0x1E, 0x20, 0x24),
    light_square: Rgb(0x4C, 0x51, 0x5A),
    dark_square: Rgb(0x38, 0x3C, 0x43),
    star_board: Rgb(0x3A, 0x3E, 0x46),
    hole: Rgb(0x22, 0x24, 0x29),
    grid_line: Rgb(0x55, 0x5A, 0x64),
    coordinates: Rgb(0xB8, 0xBD, 0xC6),
    header: Rgb(0x2C, 0x2F, 0x35),
    header_text: Rgb(0xE8, 0xEA, 0xEE),
    camp_alpha: 70,
    piece_outline: Rgb(0x0C, 0x0C, 0x0E),
    arrow_outline: Rgb(0x00, 0x00, 0x00),
    arrow_core: Rgb(0xFF, 0xFF, 0xFF),
    highlight: Rgb(0xFF, 0xE8, 0x4A),
    players: PLAYERS,
    shared: Rgb(0xD4, 0xD6, 0xDA),
};

pub static THEMES: [&Theme; 2] = [&WOOD, &DARK];

pub fn theme(name: &str) -> Option<&'static Theme> {
    let name = name.trim().to_ascii_lowercase();
    THEMES.iter().copied().find(|t| t.name == name)
}
