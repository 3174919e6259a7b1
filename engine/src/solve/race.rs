//! Halma moves of one player's pieces to a goal: Highscore, Trefpunt, Trefhalma solo,
//! Connectie solo (RULES.md §3.10, §3.20, §3.21, §3.24, §3.26).
