//! Where a tournament stands, as text and as a picture: its terms, the sign-up, the
//! standings table or the bracket.

use halma_render::{
    Bracket, BracketMatch, BracketRound, BracketSection, Column, SectionKind, Slot, StandingsTable,
};

use super::sign_up_buttons;
use crate::core::describe;
use crate::core::reply::{Content, Reply, TournamentPicture};
use crate::core::Core;
use crate::model::message::{List, Sep};
use crate::model::{Attach, Msg, News, Phase, SignUp, StoredTournament, Terms};
use crate::tournament::{BracketView, Format, Section, SlotEntrant};

impl Core {
    /// News of a tournament as a reply in its channel, with the standings or bracket.
    pub(in crate::core) fn tournament_reply(&self, t: &StoredTournament, news: News) -> Reply {
        let mut reply = Reply::public(news.message).in_channel(t.place.channel);
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
        let mut lines = vec![Msg::TournamentHead {
            tournament: t.id,
            name: t.name.clone(),
            terms: terms_text(&t.terms),
        }];
        match (&t.phase, &t.state) {
            (Phase::SignUp | Phase::CheckIn { .. }, _) => {
                let names = t.entrants.iter().map(|m| m.name.clone());
                lines.push(Msg::SignedUp {
                    count: t.entrants.len(),
                    names: List::new(Sep::Comma, names),
                });
            }
            (Phase::Cancelled, _) => lines.push(Msg::TournamentCancelledShort),
            (_, Some(state)) => {
                let phase = match t.phase {
                    Phase::Paused => "paused",
                    Phase::Finished => "finished",
                    _ => "running",
                };
                lines.push(Msg::TournamentProgress {
                    phase: phase.to_string(),
                    round: state.round(),
                    rounds: state.planned_rounds(),
                });
                for s in state.standings().iter().take(10) {
                    lines.push(Msg::StandingLine {
                        place: s.place,
                        who: s.name.clone(),
                        points: points(s.points),
                    });
                }
            }
            (_, None) => {}
        }
        let news = News::new(Msg::lines(lines)).with(Attach::Standings);
        let mut reply = self.tournament_reply(t, news);
        if t.phase == Phase::SignUp {
            reply
                .buttons
                .extend(sign_up_buttons(t.id, [SignUp::Join, SignUp::Leave]));
        }
        reply.channel = None;
        reply
    }
}

/// `single elimination, halma8, rules none, clock 1d, best of 3`.
pub(super) fn terms_text(terms: &Terms) -> List<Msg> {
    let s = &terms.spec;
    let mut parts = vec![
        match s.format {
            Format::SingleElimination => Msg::FormatSingle,
            Format::DoubleElimination => Msg::FormatDouble,
            Format::RoundRobin if s.double_round_robin => Msg::FormatDoubleRoundRobin,
            Format::RoundRobin => Msg::FormatRoundRobin,
            Format::Swiss => match s.rounds {
                Some(rounds) => Msg::FormatSwissRounds { rounds },
                None => Msg::FormatSwiss,
            },
            Format::Tables => Msg::FormatTables,
        },
        Msg::notation(terms.variant.id()),
        Msg::TermsRules {
            rules: terms.rules.clone(),
        },
        Msg::TermsClock {
            clock: describe::clock(terms.clock).boxed(),
        },
    ];
    if s.best_of > 1 {
        parts.push(Msg::TermsBestOf { games: s.best_of });
    }
    if s.third_place {
        parts.push(Msg::TermsThirdPlace);
    }
    List::new(Sep::Comma, parts)
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
