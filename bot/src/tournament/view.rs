//! The bracket as plain data for a picture: sections, their rounds, their matches.

use serde::{Deserialize, Serialize};

use super::matches::{Decision, Section};
use super::state::Tournament;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BracketView {
    /// Winners (the whole bracket in single elimination), losers, grand final, third place:
    /// those the format has.
    pub sections: Vec<SectionView>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SectionView {
    pub section: Section,
    pub rounds: Vec<RoundView>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundView {
    /// The round within its section, from 1.
    pub number: u32,
    /// Top to bottom; the matches of round n + 1 take their players from pairs of round n
    /// (in the losers' bracket, some from the winners' bracket).
    pub matches: Vec<MatchView>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchView {
    pub match_id: u32,
    /// The tournament round it is played in.
    pub round: u32,
    pub slots: [SlotView; 2],
    /// The slot (0 or 1) that won.
    pub winner: Option<usize>,
    pub finished: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SlotView {
    pub entrant: SlotEntrant,
    /// Games won, draws counting half; None before the first result.
    pub score: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SlotEntrant {
    Player {
        id: u64,
        name: String,
        seed: u32,
    },
    /// Not known yet: the match it comes from is not decided.
    Tbd,
    /// No one: a bye, or a player who left.
    Bye,
}

const SECTIONS: [Section; 4] = [
    Section::Winners,
    Section::Losers,
    Section::GrandFinal,
    Section::ThirdPlace,
];

impl Tournament {
    /// The bracket for elimination formats, None for the others. A grand final reset shows
    /// until it is known not to be needed.
    pub fn bracket(&self) -> Option<BracketView> {
        if !self.spec.format.is_elimination() {
            return None;
        }
        let mut sections: Vec<SectionView> = SECTIONS
            .iter()
            .map(|&section| SectionView {
                section,
                rounds: Vec::new(),
            })
            .collect();
        for (m, x) in self.matches.iter().enumerate() {
            let Some(spot) = x.spot else {
                continue;
            };
            let filled = match &x.lineup {
                Some(lineup) => lineup.iter().map(|p| Some(*p)).collect(),
                None => match self.preview(m) {
                    Some(slots) => slots,
                    None => continue,
                },
            };
            if x.lineup.is_some() && x.reset && x.players().is_empty() {
                continue;
            }
            let decision = x.decision(&self.spec);
            let scores = (x.players().len() == 2 && x.games.iter().any(|g| g.result.is_some()))
                .then(|| x.tally(&self.spec).halves);
            let slot = |i: usize| SlotView {
                entrant: match filled[i] {
                    None => SlotEntrant::Tbd,
                    Some(None) => SlotEntrant::Bye,
                    Some(Some(p)) => SlotEntrant::Player {
                        id: self.entrants[p].id,
                        name: self.entrants[p].name.clone(),
                        seed: p as u32 + 1,
                    },
                },
                score: scores.map(|h| f64::from(h[i]) / 2.0),
            };
            let winner = match decision {
                Some(Decision::Won(w)) => filled.iter().position(|&s| s == Some(Some(w))),
                _ => None,
            };
            let view = MatchView {
                match_id: m as u32,
                round: x.round,
                slots: [slot(0), slot(1)],
                winner,
                finished: decision.is_some(),
            };
            let section = SECTIONS
                .iter()
                .position(|&s| s == spot.section)
                .expect("every section is listed");
            let rounds = &mut sections[section].rounds;
            let number = spot.round;
            match rounds.iter_mut().find(|r| r.number == number) {
                Some(r) => r.matches.push(view),
                None => rounds.push(RoundView {
                    number,
                    matches: vec![view],
                }),
            }
        }
        sections.retain(|s| !s.rounds.is_empty());
        Some(BracketView { sections })
    }
}
