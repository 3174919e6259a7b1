//! # halma-render
//!
//! Board pictures (PNG) and animated replays (GIF) of `halma-engine` positions. The drawing
//! itself arrives with its own issue; this crate holds the workspace's place for it so the
//! layout of DESIGN.md is complete from the start.
