//! Where a tournament stands, as text and as a picture: its terms, the sign-up, the
//! standings table or the bracket.

use halma_render::{
    Bracket, BracketMatch, BracketRound, BracketSection, Column, SectionKind, Slot, StandingsTable,
};

use crate::core::reply::{Content, Reply, TournamentPicture};
use crate::core::Core;
use crate::model::timecontrol;
use crate::model::{Attach, Control, News, Phase, SignUp, StoredTournament, Terms};
use crate::tournament::{BracketView, Format, Section, SlotEntrant};

impl Core {
    /// News of a tournament as a reply in its channel, with the standings or bracket.
    pub(in crate::core) fn tournament_reply(&self, t: &StoredTournament, news: News) -> Reply {
        let mut reply = Reply::public(news.text).in_channel(t.place.channel);
        reply.buttons = news.buttons;
        if news.attach.contains(&Attach::Standings) {
            if let Some(picture) = tournament_picture(t) {
                reply = reply.with_file(
                    format!("tournament-{}.png", t.id),
                    Content::Tournament(Box::new(picture)),
                );
            }
        }
        reply
    }

    /// `/halma tournament show`: the sign-up, or where the tournament stands.
    pub(in crate::core) fn tournament_summary(&self, t: &StoredTournament) -> Reply {
        let mut lines = vec![format!(
            "Tournament #{} \"{}\": {}.",
            t.id,
            t.name,
            terms_text(&t.terms)
        )];
        match (&t.phase, &t.state) {
            (Phase::SignUp | Phase::CheckIn { .. }, _) => {
                let names: Vec<&str> = t.entrants.iter().map(|m| m.name.as_str()).collect();
                lines.push(format!(
                    "Signed up ({}): {}.",
                    names.len(),
                    if names.is_empty() {
                        "nobody yet".to_string()
                    } else {
                        names.join(", ")
                    }
                ));
            }
            (Phase::Cancelled, _) => lines.push("Cancelled.".into()),
            (_, Some(state)) => {
                lines.push(format!(
                    "{}; round {} of {}.",
                    match t.phase {
                        Phase::Paused => "Paused",
                        Phase::Finished => "Finished",
                        _ => "Running",
                    },
                    state.round(),
                    state.planned_rounds()
                ));
                for s in state.standings().iter().take(10) {
                    lines.push(format!("{}. {} {}", s.place, s.name, points(s.points)));
                }
            }
            (_, None) => {}
        }
        let news = News::new(lines.join("\n")).with(Attach::Standings);
        let mut reply = self.tournament_reply(t, news);
        if t.phase == Phase::SignUp {
            reply = reply
                .with_button(
                    "Join",
                    Control::SignUp {
                        action: SignUp::Join,
                        tournament: t.id,
                    },
                )
                .with_button(
                    "Leave",
                    Control::SignUp {
                        action: SignUp::Leave,
                        tournament: t.id,
                    },
                );
        }
        reply.channel = None;
        reply
    }
}

/// `single elimination, halma8, rules none, clock 1d, best of 3`.
pub(super) fn terms_text(terms: &Terms) -> String {
    let s = &terms.spec;
    let mut parts = vec![
        match s.format {
            Format::SingleElimination => "single elimination".to_string(),
            Format::DoubleElimination => "double elimination".to_string(),
            Format::RoundRobin if s.double_round_robin => "double round robin".to_string(),
            Format::RoundRobin => "round robin".to_string(),
            Format::Swiss => match s.rounds {
                Some(n) => format!("Swiss, {n} rounds"),
                None => "Swiss".to_string(),
            },
            Format::Tables => "tables of 3 to 6".to_string(),
        },
        terms.variant.id().to_string(),
        format!("rules {}", terms.rules),
        format!("clock {}", timecontrol::control_text(terms.clock)),
    ];
    if s.best_of > 1 {
        parts.push(format!("best of {}", s.best_of));
    }
    if s.third_place {
        parts.push("third-place match".into());
    }
    parts.join(", ")
}

/// `3½`, `2`.
fn points(p: f64) -> String {
    let whole = p.trunc() as i64;
    if (p - p.trunc()).abs() > 0.25 {
        if whole == 0 {
            "½".into()
        } else {
            format!("{whole}½")
        }
    } else {
        whole.to_string()
    }
}

/// The picture of where a tournament stands: the bracket, or the standings table.
fn tournament_picture(t: &StoredTournament) -> Option<TournamentPicture> {
    let state = t.state.as_ref()?;
    let standings = state.standings();
    let status = if state.is_finished() {
        standings
            .first()
            .map_or("final".to_string(), |s| format!("won by {}", s.name))
    } else {
        format!("round {} of {}", state.round(), state.planned_rounds())
    };
    let title = format!("{} · {}", t.name, format_name(&t.terms));
    if let Some(view) = state.bracket() {
        let single = t.terms.spec.format == Format::SingleElimination;
        return Some(TournamentPicture::Bracket(bracket_picture(
            title, status, &view, single,
        )));
    }
    let tie_breaks = &t.terms.spec.tie_breaks;
    let mut columns = vec![
        Column::right("#"),
        Column::left("Player"),
        Column::right("Pts"),
    ];
    columns.extend(tie_breaks.iter().map(|tb| Column::right(tb.label())));
    columns.push(Column::centre("W-D-L"));
    let rows = standings
        .iter()
        .map(|s| {
            let mut row = vec![s.place.to_string(), s.name.clone(), points(s.points)];
            row.extend(s.tie_breaks.iter().map(|(_, v)| {
                if v.fract() == 0.0 {
                    format!("{v:.0}")
                } else {
                    format!("{v:.2}")
                }
            }));
            row.push(format!("{}-{}-{}", s.won, s.drawn, s.lost));
            row
        })
        .collect();
    Some(TournamentPicture::Standings(StandingsTable {
        title,
        subtitle: Some(status),
        columns,
        rows,
        leaders: if state.is_finished() { 3 } else { 0 },
    }))
}

fn format_name(terms: &Terms) -> &'static str {
    match terms.spec.format {
        Format::SingleElimination => "single elimination",
        Format::DoubleElimination => "double elimination",
        Format::RoundRobin => "round robin",
        Format::Swiss => "Swiss",
        Format::Tables => "tables",
    }
}

/// The pure bracket, as the renderer draws it.
fn bracket_picture(title: String, status: String, view: &BracketView, single: bool) -> Bracket {
    let sections = view
        .sections
        .iter()
        .map(|s| {
            let last = s.rounds.len();
            let (kind, name) = match s.section {
                // One bracket needs no heading.
                Section::Winners if single => (SectionKind::Main, ""),
                Section::Winners => (SectionKind::Main, "Winners"),
                Section::Losers => (SectionKind::Losers, "Losers"),
                Section::GrandFinal => (SectionKind::GrandFinal, "Grand final"),
                Section::ThirdPlace => (SectionKind::ThirdPlace, "Third place"),
            };
            let rounds = s
                .rounds
                .iter()
                .map(|r| BracketRound {
                    name: round_name(s.section, r.number as usize, last),
                    matches: r
                        .matches
                        .iter()
                        .map(|m| BracketMatch {
                            slots: m.slots.clone().map(|slot| match slot.entrant {
                                SlotEntrant::Player { name, seed, .. } => {
                                    Slot::player(name, Some(seed))
                                }
                                SlotEntrant::Tbd => Slot::ToBeDecided,
                                SlotEntrant::Bye => Slot::Bye,
                            }),
                            score: match (&m.slots[0].score, &m.slots[1].score) {
                                (Some(a), Some(b)) => Some([points(*a), points(*b)]),
                                _ => None,
                            },
                            winner: m.winner,
                        })
                        .collect(),
                })
                .collect();
            BracketSection {
                kind,
                name: name.to_string(),
                rounds,
            }
        })
        .collect();
    Bracket {
        title,
        status: Some(status),
        sections,
    }
}

fn round_name(section: Section, number: usize, last: usize) -> String {
    match (section, last - number) {
        (Section::GrandFinal, 0) if number > 1 => "Reset".into(),
        (Section::GrandFinal, _) => "Grand final".into(),
        (Section::ThirdPlace, _) => "Third place".into(),
        (Section::Losers, 0) => "Losers' final".into(),
        (Section::Winners, 0) => "Final".into(),
        (Section::Winners, 1) => "Semi-finals".into(),
        (Section::Winners, 2) => "Quarter-finals".into(),
        _ => format!("Round {number}"),
    }
}
