/**
 * The General Rules tab of High 5, Zones, Pick 5, Brackets (docs/rules/sports.md "Other contest types") and
 * PowerLine ("NFL PowerLine"),
 * in the player's words. The seed's rules pages use them, and migration 2026_11_26_04 puts them in place of
 * the "coming soon" texts a database seeded before still shows.
 */
export const contestTypeGeneralRules = {
  high5: `<p><strong>High 5</strong>: pick exactly 5 teams from the game set.</p>
<ul>
<li>Your total is the sum of your 5 teams' final scores (runs, goals or points), with your powerplay changes.</li>
<li>The prize grid lists totals and their prizes: you win the prize of the highest total you reach. Open <em>View Prize Grid</em> to see this contest's.</li>
<li>While the game set is live, your headline shows your total so far and the next total that pays.</li>
</ul>`,
  zones: `<p><strong>Zones</strong>: place 1 to 10 teams from the game set, each in a score zone.</p>
<ul>
<li>The zones are the sport's: baseball 0–1, 2–3, 4–5, 6–7 and 8–12 runs; hockey 0, 1, 2, 3 and 4+ goals; basketball up to 99, 100–109, 110–119, 120–129 and 130+ points; football up to 13, 14–20, 21–27, 28–34 and 35+ points.</li>
<li>A team hits when its final score, with your powerplay changes, lies in its zone. You win when every team you placed hits.</li>
<li>Your prize is the prize grid's row for the number of teams you placed; open <em>View Prize Grid</em> to see it.</li>
</ul>`,
  pick5: `<p><strong>Pick 5</strong>: pick exactly 5 teams from the game set. Each team's final score, with your powerplay changes, is a card (basketball and football: the score's last digit).</p>
<ul>
<li>Hands, best first: five of a kind, four of a kind, full house, straight (five consecutive values), three of a kind, two pair, one pair.</li>
<li>You win the prize grid's row for your hand; a hand without a row pays nothing. Open <em>View Prize Grid</em> to see this contest's.</li>
</ul>`,
  brackets: `<p><strong>Brackets</strong>: pick 2, 4 or 8 teams from the game set. The order you pick them in is their seed, 1 first; move them up or down before the games start.</p>
<ul>
<li>Seed 1 plays the last seed, seed 2 the second last, and so on. The team with the higher final score (with your powerplay changes) advances, a tie to the better seed, until one champion remains.</li>
<li>You win when your seed 1 is the champion. Your prize is the prize grid's row for your bracket's size.</li>
</ul>`,
  powerline: `<p><strong>NFL PowerLine</strong>: pick the winner of every game of the week's football game set, one team from each game.</p>
<ul>
<li>A pick hits when its team wins its game; a loss or a tie is a miss. A game you leave without a pick counts as a miss.</li>
<li>A perfect line wins the top prize ($2,000 unless the contest says otherwise), shared equally among the perfect lines; one miss wins the second row ($100), shared likewise. Open <em>View Prize Grid</em> to see this contest's.</li>
<li>Each game's pick can be changed until that game kicks off; after that, only with a powerplay.</li>
</ul>`,
  fantasy: `<p><strong>Fantasy Hockey</strong>: pick 1 to 8 players (the contest's minimum and maximum) of the clubs playing in the hockey game set: centres, wingers, defence and at most 2 goalies. The players are simulated: generated names on the real NHL clubs.</p>
<ul>
<li>Any pick may sit on the bench: a bench player scores nothing until a Swap brings him in. One active skater (not a goalie) is your <em>Star Player</em>, whose points count twice.</li>
<li>Fantasy points: a goal 3, an assist 2; the starting goalie loses 1 for each goal against, and once his match is final gets 4 for a win and 3 for a shutout. <em>My Score</em> is the sum of what your picks count.</li>
<li>Picks close with the player's match: before it starts you may still change a pick, after that it stays.</li>
<li>The prize grid lists minimum points and their prizes: you win the prize of the highest row your final score reaches, shared equally with the other entries that reach the same row.</li>
</ul>`,
} as const;

/** What the rules pages of a game type without contests yet say about the ones that run. */
export const liveContestsLine =
  'Our live contests today are Chase the Ace (baseball and hockey), Baseball Blackjack, and High 5, Zones, Pick 5 and Brackets on all four sports.';
