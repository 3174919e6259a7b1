//! The puzzle of the day: where a server sets `puzzle_channel`, the bot posts there every
//! day at `puzzle_hour` (the server's time zone) one puzzle, the same for everyone on the
//! server that day, with a [Play] button and the day before's standings.
//!
//! Everything goes through the store and the timers: the server's settings keep when the
//! next post is due and the alarm index follows them; a day's puzzle is reserved under its
//! day before it is written, so an alarm that fires again after a crash finds the day's post
//! made (or makes the same one under the same id) and never posts twice; the post waits in
//! the outbox until a platform has delivered it, so a restart never loses it.

use halma_engine::solve::puzzle;
use halma_engine::solve::{Control as Search, Progress};
use halma_engine::{Game, GameConfig, Position, Variant};
use halma_render::{Column, StandingsTable};

use super::dice::mix;
use super::error::{Error, Refusal};
use super::reply::{Content, Picture, Reply};
use super::{bests, Core, Ctx, Done};
use crate::model::{
    Attach, Button, ChannelId, Control, DailyId, Day, Msg, News, Place, ServerId, Settings,
    StoredDaily, StoredGame, Yesterday,
};
use crate::store::Alarm;

/// Nodes the solver takes for a day's par once it has a line (a second or two, once a day
/// per server), and at most without one.
const PAR_NODES: u64 = 200_000;
const MOST_NODES: u64 = 2_000_000;

/// Rows of the day before's standings in the post's picture.
const ROWS_SHOWN: usize = 10;

impl Core {
    /// After the server's settings changed: when the next puzzle of the day is due (none
    /// without a channel), with the alarm index entry for it added first. Returns the alarm
    /// the settings no longer need, for the caller to remove once the settings are written.
    pub(super) fn reschedule_daily(
        &self,
        server: ServerId,
        s: &mut Settings,
    ) -> Result<Option<u64>, Error> {
        let due = s
            .puzzle_channel
            .map(|_| s.time_zone.next_hour(self.clock.now(), s.puzzle_hour));
        if due == s.daily_at {
            return Ok(None);
        }
        if let Some(at) = due {
            self.store.add_alarm(at, Alarm::Daily(server))?;
            self.wake.notify_one();
        }
        Ok(std::mem::replace(&mut s.daily_at, due))
    }

    /// The alarm of a server's puzzle of the day, set for `time`, fires at `now`: the day's
    /// post (today's, when the bot was down at the hour), and the next day's alarm.
    pub(super) fn daily_alarm(&self, server: ServerId, time: u64, now: u64) -> Result<(), Error> {
        // The solver takes a second or two: the day's puzzle is made before taking the lock
        // that every server's settings and every player's language share, and only for a
        // day not posted yet (an alarm fired again after a crash finds its post made).
        let make = |day: Day| daily_puzzle(mix(server.0 ^ mix(u64::from(day.0))));
        let early = match due_day(&self.store.settings(server)?, time, now) {
            Some((_, day)) if !self.daily_posted(server, day)? => Some((day, make(day))),
            _ => None,
        };
        let _one_at_a_time = self.preferences.lock().unwrap_or_else(|e| e.into_inner());
        let mut s = self.store.settings(server)?;
        let Some((channel, day)) = due_day(&s, time, now) else {
            // Left by settings changed since: the settings hold the alarm that counts.
            return Ok(());
        };
        self.post_daily(server, channel, day, || match early {
            Some((d, made)) if d == day => made,
            _ => make(day),
        })?;
        let next = s.time_zone.next_hour(now.max(time) + 1, s.puzzle_hour);
        self.store.add_alarm(next, Alarm::Daily(server))?;
        s.daily_at = Some(next);
        self.store.put_settings(server, &s)?;
        Ok(())
    }

    /// Whether `day`'s puzzle is posted on `server`.
    fn daily_posted(&self, server: ServerId, day: Day) -> Result<bool, Error> {
        Ok(match self.store.daily_of(server, day)? {
            Some(id) => self.store.daily(id)?.is_some(),
            None => false,
        })
    }

    /// Posts `day`'s puzzle on `server` once, made by `make` as `(puzzle, line)` only when
    /// it is not posted yet.
    fn post_daily(
        &self,
        server: ServerId,
        channel: ChannelId,
        day: Day,
        make: impl FnOnce() -> (Game, Vec<String>),
    ) -> Result<(), Error> {
        let id = match self.store.daily_of(server, day)? {
            Some(id) => id,
            None => {
                let fresh = DailyId(self.store.next_id()?);
                self.store.reserve_daily(server, day, fresh)?
            }
        };
        if self.store.daily(id)?.is_some() {
            return Ok(());
        }
        let (puzzle, line) = make();
        let _span = tracing::info_span!("daily", server = server.0, day = day.0).entered();
        let par = line.len() as u32;
        let yesterday = match self.store.daily_before(server, day)? {
            Some((before, earlier)) => {
                let table = self.store.bests(server, &bests::daily_key(before))?;
                let par = self.store.daily(earlier)?.and_then(|d| d.par);
                Some(Yesterday {
                    day: before,
                    par,
                    rows: table
                        .ranked()
                        .into_iter()
                        .map(|(_, b)| (b.name.clone(), b.score))
                        .collect(),
                })
            }
            None => None,
        };
        let mut lines = vec![Msg::DailyPost {
            day: day.text(),
            puzzle: puzzle.config().variant().id().to_string(),
            par,
        }];
        let mut attach = vec![Attach::Board];
        if let Some(y) = &yesterday {
            lines.push(match y.rows.first() {
                Some((leader, score)) => Msg::DailyYesterday {
                    day: y.day.text(),
                    entrants: y.rows.len(),
                    leader: leader.clone(),
                    score: *score,
                },
                None => Msg::DailyYesterdayNone { day: y.day.text() },
            });
            if !y.rows.is_empty() {
                attach.push(Attach::Standings);
            }
        }
        let mut news = News::new(Msg::lines(lines));
        news.attach = attach;
        news.buttons.push(Button {
            label: Msg::LabelPlay,
            control: Control::Daily(id),
        });
        let mut daily = StoredDaily {
            id,
            server,
            channel,
            day,
            puzzle,
            par: Some(par),
            line: line.join(" "),
            yesterday,
            notices: Vec::new(),
            notice_count: 0,
        };
        daily.notify(news);
        self.store.put_daily(&daily)?;
        self.wake.notify_one();
        tracing::info!(daily = id.0, par, "puzzle of the day posted");
        Ok(())
    }

    /// A puzzle of the day's news as the reply that delivers it: the puzzle's board and the
    /// day before's standings, drawn in the reader's language.
    pub(super) fn daily_reply(&self, d: &StoredDaily, news: News) -> Reply {
        let place = Place {
            server: d.server,
            channel: d.channel,
        };
        let mut reply = Reply::public(news.message).in_place(place);
        reply.buttons = news.buttons;
        if news.attach.contains(&Attach::Board) {
            let picture = Picture {
                game: d.puzzle.clone(),
                names: vec![d.day.text()],
                perspective: halma_engine::Player(0),
                clock: d.par.map(|par| Msg::PicturePar { par }),
            };
            reply = reply.with_file(
                format!("daily-{}.png", d.day.text()),
                Content::Board(Box::new(picture)),
            );
        }
        if let (true, Some(y)) = (news.attach.contains(&Attach::Standings), &d.yesterday) {
            reply = reply.with_file(
                format!("daily-{}-standings.png", y.day.text()),
                Content::Daily(Box::new(y.clone())),
            );
        }
        reply
    }

    /// [Play] under a puzzle of the day: the presser's own game of it.
    pub(super) fn play_daily(&self, ctx: &Ctx, id: DailyId) -> Done {
        let daily = self
            .store
            .daily(id)?
            .filter(|d| d.server == ctx.place.server)
            .ok_or(Refusal::NoSuchDaily)?;
        let game = daily.puzzle.clone();
        let begins = |g: &StoredGame| Msg::DailyBegins {
            game: g.id,
            who: ctx.user.name.clone(),
            day: daily.day.text(),
        };
        self.start_puzzle(ctx, game, Some(daily.marker()), begins)
    }
}

/// The day before's standings as a picture's table, its words said by `say`.
pub fn daily_picture(y: &Yesterday, say: &dyn Fn(Msg) -> String) -> StandingsTable {
    let mut rows: Vec<Vec<String>> = y
        .rows
        .iter()
        .take(ROWS_SHOWN)
        .enumerate()
        .map(|(i, (name, score))| vec![(i + 1).to_string(), name.clone(), score.to_string()])
        .collect();
    if y.rows.len() > ROWS_SHOWN {
        rows.push(vec![
            String::new(),
            say(Msg::PictureAndMore {
                rows: y.rows.len() - ROWS_SHOWN,
            }),
        ]);
    }
    StandingsTable {
        title: say(Msg::PictureDaily { day: y.day.text() }),
        subtitle: y.par.map(|par| say(Msg::PicturePar { par })),
        columns: vec![
            Column::right("#"),
            Column::left(say(Msg::PicturePlayer)),
            Column::right(say(Msg::PictureMoves)),
        ],
        rows,
        leaders: 3,
    }
}

/// The puzzle `seed` makes, and the best line the solver finds for it (typed moves; its
/// length is the score, since a puzzle of the day counts moves). Even seeds make a
/// Solohalma from a position that Retour's moves (solitaire backwards) build from the
/// single peg, so a solution exists; odd seeds a Highscore on the star from pieces already
/// moved off their point.
pub(super) fn daily_puzzle(seed: u64) -> (Game, Vec<String>) {
    let mut seed = seed;
    loop {
        let game = if seed % 2 == 0 {
            pegs_from_retour(seed)
        } else {
            scrambled_star(seed)
        };
        let mut budget = |p: &Progress| {
            if p.nodes >= MOST_NODES || (p.nodes >= PAR_NODES && p.best.is_some()) {
                Search::Stop
            } else {
                Search::Go
            }
        };
        let found = puzzle::solve(game.layout(), game.position(), &mut budget);
        if let Some(best) = found.ok().filter(|s| !s.line.is_empty()) {
            let typed = best.typed(&game);
            return (game, typed);
        }
        // No line within the budget (or none needed): the next seed's puzzle.
        seed = mix(seed);
    }
}

/// The channel and the day of the post that the alarm set for `time` makes at `now`, if the
/// settings still hold that alarm.
fn due_day(s: &Settings, time: u64, now: u64) -> Option<(ChannelId, Day)> {
    let channel = s.puzzle_channel.filter(|_| s.daily_at == Some(time))?;
    Some((channel, Day::of(now.max(time), &s.time_zone)))
}

/// Seeded choices: `next(n)` is a number below `n`.
struct Draws(u64);

impl Draws {
    fn next(&mut self, n: usize) -> usize {
        self.0 = mix(self.0);
        (self.0 % n.max(1) as u64) as usize
    }
}

/// Plays `moves` seeded random moves in `game` (fewer if it gets stuck), each by another
/// piece than the one that moved last where it can: a piece moving on would only lengthen
/// one chain, which a solver plays as one move.
fn wander(game: &mut Game, draws: &mut Draws, moves: usize) {
    let mut last = None;
    for _ in 0..moves {
        let legal: Vec<_> = game.legal_moves().iter().collect();
        if legal.is_empty() || game.is_over() {
            return;
        }
        let fresh: Vec<_> = legal.iter().filter(|m| Some(m.from) != last).collect();
        let m = match fresh.len() {
            0 => legal[draws.next(legal.len())],
            n => *fresh[draws.next(n)],
        };
        if game.play(m).is_err() {
            return;
        }
        last = Some(m.to);
    }
}

/// A Solohalma start from 14 to 21 of Retour's moves away from the single peg.
fn pegs_from_retour(seed: u64) -> Game {
    let mut draws = Draws(seed);
    let mut backwards = Game::new(config(Variant::Retour, None));
    let moves = 14 + draws.next(8);
    wander(&mut backwards, &mut draws, moves);
    let layout = config(Variant::Solohalma, None).layout();
    let text = backwards.position().to_text(backwards.layout());
    let start = Position::from_text(&layout, &text).unwrap_or_else(|_| Position::start(&layout));
    Game::from_position(layout, start.as_start())
}

/// A 10-piece Highscore on the star, 3 to 6 random moves into it.
fn scrambled_star(seed: u64) -> Game {
    let mut draws = Draws(seed);
    let mut game = Game::new(config(Variant::HighscoreStar, Some(10)));
    let moves = 3 + draws.next(4);
    wander(&mut game, &mut draws, moves);
    Game::from_position(game.layout().clone(), game.position().as_start())
}

fn config(variant: Variant, pieces: Option<u8>) -> GameConfig {
    GameConfig::with_rules_text(variant, 1, pieces, variant.puzzle_rules())
        .expect("a puzzle's own rules")
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;
    use crate::core::{ChannelPick, Command, SettingsChange};
    use crate::store::Alarm;

    /// 1970-01-13 09:00 UTC: the first puzzle hour after the test clock's start.
    const NINE: u64 = 12 * DAY + 9 * HOUR;

    fn daily_on(w: &World) {
        w.manager(SettingsChange {
            puzzle_channel: Some(ChannelPick::Channel(ChannelId(500))),
            ..SettingsChange::default()
        });
    }

    /// Plays game `id` to its goal by hints, which follow the day's par line.
    fn solve(w: &World, who: &Member, id: GameId) -> String {
        let mut last = String::new();
        while w.stored(id).is_active() {
            let hint = w.say(who, Command::Hint { game: Some(id) });
            last = text(&w.press(who, "Play it", &hint));
        }
        last
    }

    #[test]
    fn the_puzzle_of_the_day_is_posted_once_at_its_hour_played_and_ranked_next_day() {
        let w = World::new();
        daily_on(&w);
        let shown = text(&w.say(&w.alice, Command::Settings(SettingsChange::default())));
        assert!(
            shown.contains("A puzzle of the day in <channel 500> at 09:00 (UTC)."),
            "{shown}"
        );
        assert!(w.at(NINE - 1).is_empty());
        let posted = w.at(NINE);
        assert_eq!(posted.len(), 1, "{:?}", texts(&posted));
        let post = &posted[0].reply;
        assert_eq!(post.channel, Some(ChannelId(500)));
        assert!(
            post.text.starts_with("Puzzle of the day, 1970-01-13: "),
            "{}",
            post.text
        );
        assert_eq!(post.files.len(), 1, "the board");
        assert_eq!(post.buttons[0].label, "Play");
        // The alarm firing again (after a crash) posts nothing.
        let Control::Daily(id) = post.buttons[0].control else {
            panic!("{:?}", post.buttons)
        };
        w.store()
            .add_alarm(NINE, Alarm::Daily(ServerId(7)))
            .unwrap();
        w.rewrite_settings(|s| s.daily_at = Some(NINE));
        assert!(w.at(NINE + 60).is_empty());
        let daily = w.store().daily(id).unwrap().unwrap();
        let par = daily.par.unwrap();
        // Alice and bob play it; the same start for both.
        let begun = text(&w.press(&w.alice, "Play", std::slice::from_ref(post)));
        assert!(
            begun.contains("alice takes on the puzzle of the day (1970-01-13)")
                && begun.contains(&format!("Moves so far: 0 (par {par}).")),
            "{begun}"
        );
        w.press(&w.bob, "Play", std::slice::from_ref(post));
        let games = [
            w.core.store.games_of(w.alice.id).unwrap()[0].id,
            w.core.store.games_of(w.bob.id).unwrap()[0].id,
        ];
        assert_eq!(w.stored(games[0]).game.start(), daily.puzzle.start());
        assert_eq!(w.stored(games[1]).game.start(), daily.puzzle.start());
        let over = solve(&w, &w.alice, games[0]);
        assert!(
            over.contains(&format!(
                "alice solved the puzzle of the day (1970-01-13) in {par} moves (par {par})"
            )),
            "{over}"
        );
        let board = text(&w.say(
            &w.bob,
            Command::Leaderboard {
                variant: None,
                players: None,
                puzzle: Some("daily".into()),
            },
        ));
        assert_eq!(
            board,
            format!(
                "Best scores, the puzzle of the day, 1970-01-13:\n1. alice: {par} moves (game #{})",
                games[0]
            )
        );
        // The next day's post shows the day before's standings.
        let next = w.at(NINE + DAY);
        assert_eq!(next.len(), 1);
        let post = &next[0].reply;
        assert!(
            post.text.starts_with("Puzzle of the day, 1970-01-14: "),
            "{}",
            post.text
        );
        assert!(
            post.text.ends_with(&format!(
                "Yesterday (1970-01-13): one player solved it, best {par} moves by alice."
            )),
            "{}",
            post.text
        );
        assert_eq!(post.files.len(), 2, "the board and the standings");
        // Bob's game from yesterday still counts for yesterday's table.
        solve(&w, &w.bob, games[1]);
        let table = w.store().bests(ServerId(7), "daily/1970-01-13").unwrap();
        assert_eq!(table.players.len(), 2);
        // Turned off: no more posts.
        w.manager(SettingsChange {
            daily: Some(false),
            ..SettingsChange::default()
        });
        assert!(w.at(NINE + 2 * DAY).is_empty());
        assert_eq!(w.store().alarm_count(), 0);
    }

    #[test]
    fn a_day_reserved_before_a_crash_is_posted_under_its_id_and_days_missed_post_today() {
        let w = World::new();
        daily_on(&w);
        // A crash left the day reserved but its puzzle unwritten.
        let reserved = DailyId(w.store().next_id().unwrap());
        w.store()
            .reserve_daily(ServerId(7), Day(12), reserved)
            .unwrap();
        let posted = w.at(NINE);
        assert_eq!(posted.len(), 1);
        assert_eq!(posted[0].source, Source::Daily(reserved));
        // Down for three days: one post, today's, at the restart; the next at its hour.
        let late = w.at(NINE + 3 * DAY + 2 * HOUR);
        assert_eq!(late.len(), 1);
        assert!(late[0]
            .reply
            .text
            .starts_with("Puzzle of the day, 1970-01-16: "));
        assert!(
            late[0]
                .reply
                .text
                .ends_with("Nobody solved yesterday's puzzle (1970-01-13)."),
            "{}",
            late[0].reply.text
        );
        assert!(w.at(NINE + 4 * DAY - 1).is_empty());
        assert_eq!(w.at(NINE + 4 * DAY).len(), 1);
        refused(
            &w.press_id(&ctx(&w.alice), "daily:999"),
            "not on this server any more",
        );
        refused(
            &w.handle(
                &managing(&w.carol),
                Command::Settings(SettingsChange {
                    puzzle_hour: Some(24),
                    ..SettingsChange::default()
                }),
            ),
            "puzzle_hour may be from 0 to 23, not 24",
        );
    }

    #[test]
    fn daily_puzzles_are_seeded_reach_their_goal_and_come_in_both_kinds() {
        let mut kinds = std::collections::HashSet::new();
        let mut first = None;
        for seed in 0..3u64 {
            let (game, line) = super::daily_puzzle(seed);
            first.get_or_insert((game.clone(), line.clone()));
            assert!(!line.is_empty() && line.len() < 40, "{seed}: {line:?}");
            let mut replay = game.clone();
            for mv in &line {
                replay.play_text(mv).unwrap();
            }
            assert!(replay.is_over(), "{seed}: {line:?}");
            kinds.insert(game.config().variant());
        }
        assert_eq!(kinds.len(), 2, "{kinds:?}");
        let (game, line) = first.unwrap();
        let (again, same) = super::daily_puzzle(0);
        assert_eq!((game.start(), line), (again.start(), same), "seeded");
    }
}
