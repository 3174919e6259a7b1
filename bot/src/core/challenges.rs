//! Challenges: a game proposed, seats accepted, declined or joined, and the game begun once
//! every seat is taken.

use halma_engine::{Game, GameConfig, Player, Variant};

use super::change::How;
use super::command::Proposal;
use super::describe;
use super::error::Refusal;
use super::notices::Herald;
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::model::message::{List, Sep, Who};
use crate::model::timecontrol::TimeControl;
use crate::model::{
    self as model, Attach, Button, Challenge, ChallengeId, Control, First, Member, Msg, News, Owed,
    Seat, StoredGame,
};

impl Core {
    pub(super) fn challenge(&self, ctx: &Ctx, proposal: Proposal) -> Done {
        let Proposal {
            opponents,
            variant,
            players,
            pieces,
            rules,
            first,
            side,
            clock,
            rated,
            computers,
            level,
        } = proposal;
        let computers = match (computers, level) {
            (Some(n), _) => n,
            (None, Some(_)) => 1,
            (None, None) => 0,
        };
        let level = level.unwrap_or(halma_engine::ai::Level::Medium);
        let rated = rated.unwrap_or(true) && computers == 0;
        if opponents.iter().any(|m| m.id == ctx.user.id) {
            return Err(Refusal::SelfChallenge.into());
        }
        let defaults = self.store.settings(ctx.place.server)?;
        let variant = match variant {
            Some(v) => Variant::from_id(&v).ok_or(Refusal::UnknownVariant(v))?,
            None => defaults.variant,
        };
        let first = match side {
            None => first,
            Some(side) if variant.hunts() => side.first(),
            Some(_) => return Err(Refusal::SideWithoutSides(variant).into()),
        };
        let players = players.unwrap_or((opponents.len() as u8 + computers.min(5) + 1).max(2));
        if opponents.len() + usize::from(computers) + 1 > players as usize {
            return Err(Refusal::TooManyOpponents { players }.into());
        }
        let rules = rules.unwrap_or_else(|| defaults.rules_for(variant));
        let config = GameConfig::with_rules_text(variant, players, pieces, &rules)?;
        let clock = match clock {
            Some(text) => TimeControl::parse(&text)?,
            None => defaults.clock,
        };
        let mut seats: Vec<Seat> = opponents.into_iter().map(Seat::Invited).collect();
        seats.extend((1..=computers).map(|n| {
            let mut member = model::computer(level);
            if computers > 1 {
                // Told apart in every message; the id (and so the level) stays shared.
                member.name = model::computer_name(level, n.into());
            }
            Seat::Taken(member)
        }));
        seats.resize(players as usize - 1, Seat::Open);
        let challenge = Challenge {
            id: ChallengeId(self.store.next_id()?),
            place: ctx.place,
            challenger: ctx.user.clone(),
            seats,
            config,
            first,
            expires: self.clock.now() + u64::from(defaults.challenge_hours) * 3600,
            clock,
            rated,
            notices: Vec::new(),
            notice_count: 0,
        };
        if let Some(others) = challenge.seated() {
            // Only computers to wait for: the game begins at once.
            return self.start(ctx, challenge, others);
        }
        let invited: Vec<Who> = challenge
            .seats
            .iter()
            .filter_map(|s| match s {
                Seat::Invited(m) => Some(Who::from(m)),
                _ => None,
            })
            .collect();
        let open = challenge.seats.iter().filter(|s| **s == Seat::Open).count();
        let mut said = vec![Msg::Challenged {
            challenger: ctx.user.name.clone(),
            invited: invited.len(),
            opponents: List::new(Sep::Comma, invited.iter().cloned()),
            variant: variant.id().to_string(),
            players,
            rated,
            rules: config.rules().to_string(),
            clock: describe::clock(clock).boxed(),
            challenge: challenge.id,
        }];
        if open > 0 {
            said.push(Msg::OpenSeats { seats: open });
        }
        let mut news = News::new(Msg::sentences(said));
        if !invited.is_empty() {
            news.buttons.push(Button {
                label: Msg::LabelAccept,
                control: Control::Accept(challenge.id),
            });
            news.buttons.push(Button {
                label: Msg::LabelDecline,
                control: Control::Decline(challenge.id),
            });
        }
        if open > 0 {
            news.buttons.push(Button {
                label: Msg::LabelJoin,
                control: Control::Join(challenge.id),
            });
        }
        self.announce(ctx, challenge, news)
    }

    /// Stores a new challenge with its announcement, which the request's answer delivers
    /// (or, after a crash, the timers): a challenge nobody saw could not be accepted.
    fn announce(&self, ctx: &Ctx, mut challenge: Challenge, news: News) -> Done {
        let id = challenge.id;
        let channel = challenge.place.channel;
        let notice = challenge.notify(news);
        let owed = Owed::challenge(id, notice.number);
        self.claim_news(Some(ctx), notice, owed, channel);
        if let Err(e) = self.store.put_challenge(&challenge) {
            self.undelivered(owed);
            return Err(e.into());
        }
        crate::crash::point("stored");
        let mut reply = challenge.reply(self, challenge.notices[0].news.clone());
        reply.owed = Some(owed);
        Ok(vec![reply])
    }

    pub(super) fn seat(&self, ctx: &Ctx, id: ChallengeId, action: SeatAction) -> Done {
        // Challenges are changed under the lock of their id, like games.
        let lock = self.lock(id.0);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let mut c = self.store.challenge(id)?.ok_or(Refusal::ChallengeGone)?;
        if self.clock.now() > c.expires {
            self.store.remove_challenge(id)?;
            return Err(Refusal::ChallengeExpired.into());
        }
        let me = &ctx.user;
        let invited_at = c
            .seats
            .iter()
            .position(|s| matches!(s, Seat::Invited(m) if m.id == me.id));
        let seated = c.challenger.id == me.id
            || c.seats
                .iter()
                .any(|s| matches!(s, Seat::Taken(m) if m.id == me.id));
        match action {
            SeatAction::Decline => {
                let Some(_) = invited_at else {
                    return Err(Refusal::NotInvited.into());
                };
                self.store.remove_challenge(id)?;
                return Ok(vec![Reply::public(Msg::ChallengeDeclined {
                    who: me.name.clone(),
                    challenger: c.challenger.name.clone(),
                    challenge: id,
                })]);
            }
            SeatAction::Accept => {
                let i = invited_at.ok_or(Refusal::NotInvited)?;
                c.seats[i] = Seat::Taken(me.clone());
            }
            SeatAction::Join => {
                if seated || invited_at.is_some() {
                    return Err(Refusal::AlreadySeated.into());
                }
                let i = c
                    .seats
                    .iter()
                    .position(|s| *s == Seat::Open)
                    .ok_or(Refusal::ChallengeGone)?;
                c.seats[i] = Seat::Taken(me.clone());
            }
        }
        let Some(others) = c.seated() else {
            self.store.put_challenge(&c)?;
            let waiting = c
                .seats
                .iter()
                .filter(|s| !matches!(s, Seat::Taken(_)))
                .count();
            return Ok(vec![Reply::public(Msg::SeatTaken {
                who: me.name.clone(),
                challenge: id,
                waiting,
            })]);
        };
        self.start(ctx, c, others)
    }

    /// Every seat is filled: the game begins.
    pub(super) fn start(&self, ctx: &Ctx, c: Challenge, others: Vec<Member>) -> Done {
        let mut seats = vec![c.challenger.clone()];
        seats.extend(others);
        let n = seats.len();
        let shift = match c.first {
            First::Me => 0,
            First::Them => 1,
            First::Random => {
                ((c.id.0 ^ self.clock.now()).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize % n
            }
        };
        seats.rotate_left(shift);
        let settings = self.store.settings(c.place.server)?;
        let mut game = StoredGame::new(
            c.id.game(),
            c.place,
            seats,
            Game::new(c.config),
            self.clock.now(),
        );
        self.roll_due(&mut game)?;
        game.clock = self.new_clock(&game, c.clock, &settings)?;
        game.rated = c.rated;
        let seated = game.seats.iter().enumerate().map(|(i, m)| Msg::Seat {
            name: m.name.clone(),
            letter: Player(i as u8).letter().to_string(),
        });
        let begins = Msg::GameBegins {
            game: game.id,
            variant: c.config.variant().id().to_string(),
            players: List::new(Sep::Vs, seated),
            clock: describe::clock(c.clock).boxed(),
        };
        let opening = Core::opening(&settings, &game);
        // Kat en Muis: who got the cats (the first seat) and who the mice, drawn or chosen.
        let sides = c.config.variant().hunts().then(|| Msg::CatsAndMice {
            cats: game.seats[0].name.clone(),
            mice: game.seats[1].name.clone(),
        });
        let said = [begins]
            .into_iter()
            .chain(sides)
            .chain([self.turn_line(&game)]);
        let news = News::new(Msg::sentences(said)).with(Attach::Board);
        let how = How::reply(ctx);
        self.create(game, Some(c.id), how, news, opening)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SeatAction {
    Accept,
    Decline,
    Join,
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn only_the_invited_accept_and_strangers_are_refused() {
        let w = World::new();
        let challenge = w.say(
            &w.alice,
            challenge_to(vec![w.bob.clone()], None, None, None, First::Random),
        );
        refused(
            &w.press(&w.carol, "Accept", &challenge),
            "not addressed to you",
        );
        refused(
            &w.press(&w.carol, "Decline", &challenge),
            "not addressed to you",
        );
        refused(
            &w.press(&w.alice, "Accept", &challenge),
            "not addressed to you",
        );
        let declined = w.press(&w.bob, "Decline", &challenge);
        assert!(text(&declined).contains("bob declined"));
        refused(&w.press(&w.bob, "Accept", &challenge), "no longer open");
        refused(
            &w.say(
                &w.alice,
                challenge_to(vec![w.alice.clone()], None, None, None, First::Me),
            ),
            "cannot challenge yourself",
        );
        refused(
            &w.say(
                &w.alice,
                challenge_to(vec![w.bob.clone()], Some("chess"), None, None, First::Me),
            ),
            "unknown variant 'chess'",
        );
        refused(
            &w.say(
                &w.alice,
                challenge_to(
                    vec![w.bob.clone()],
                    Some("halma8"),
                    Some(4),
                    None,
                    First::Me,
                ),
            ),
            "halma8 is played by 2 players, not 4",
        );
    }

    #[test]
    fn an_announcement_that_never_went_out_waits_for_the_timers_until_the_challenge_ends() {
        let w = World::new();
        let proposal = || challenge_to(vec![w.bob.clone()], None, None, None, First::Me);
        // The platform never reports the answer delivered (the bot stopped first) and the
        // claim runs out: here, the answer reports it undelivered.
        let replies = w.core.handle(&ctx(&w.alice), proposal());
        let owed = replies[0].owed.expect("an announcement is owed news");
        assert!(w.deliver().is_empty(), "the answer is delivering it");
        w.core.undelivered(owed);
        let d = w.deliver();
        assert_eq!(d.len(), 1);
        assert_eq!(
            d[0].source,
            Source::Challenge(ChallengeId(owed.source.number()))
        );
        assert!(
            d[0].reply.text.contains("alice challenges <user 2>"),
            "{:?}",
            d[0].reply
        );
        let again = vec![d[0].reply.clone()];
        assert!(w.deliver().is_empty(), "delivered once");
        assert!(text(&w.press(&w.bob, "Accept", &again)).contains("Game #"));
        // A second challenge, never delivered, declined by a command: its announcement is
        // forgotten with it.
        let replies = w.core.handle(&ctx(&w.alice), proposal());
        w.core.undelivered(replies[0].owed.unwrap());
        let ids: Vec<String> = replies[0]
            .buttons
            .iter()
            .map(|b| b.control.to_string())
            .collect();
        let declined = w.press_id(&ctx(&w.bob), &ids[1]);
        assert!(text(&declined).contains("bob declined"), "{declined:?}");
        assert!(w.deliver().is_empty());
        assert_eq!(w.core.store.check().unwrap().leftovers, 0);
    }

    #[test]
    fn open_seats_fill_with_join_and_the_game_starts_when_full() {
        let w = World::new();
        let challenge = w.say(
            &w.alice,
            challenge_to(vec![], Some("sterhalma"), Some(3), None, First::Me),
        );
        assert!(text(&challenge).contains("2 open seats"));
        let first = w.press(&w.bob, "Join", &challenge);
        assert!(
            text(&first).contains("waiting for 1 more"),
            "{}",
            text(&first)
        );
        refused(&w.press(&w.bob, "Join", &challenge), "already have a seat");
        let started = w.press(&w.carol, "Join", &challenge);
        assert!(text(&started).contains("Game #"), "{}", text(&started));
        let g = &w.core.store.games_of(w.carol.id).unwrap()[0];
        assert_eq!(
            g.seats.iter().map(|m| m.name.as_str()).collect::<Vec<_>>(),
            vec!["alice", "bob", "carol"]
        );
    }

    #[test]
    fn challenges_expire() {
        let w = World::new();
        let challenge = w.say(
            &w.alice,
            challenge_to(vec![w.bob.clone()], None, None, None, First::Me),
        );
        w.clock.advance(24 * 3600 + 1);
        refused(&w.press(&w.bob, "Accept", &challenge), "expired");
    }
}
