//! Tournaments as pure data: formats, pairings, results, tie-breaks and standings. No store,
//! no platform: the core creates the games and records their results here.
