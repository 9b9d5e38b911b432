import {
  contestTypeKits,
  contestTypeRules,
  hockeyKitExtras,
  sportsKit,
  sportsPowerplayNames,
  type ContestTypeRule,
  type SportsPowerplayId,
} from '@powerplay/domain';
import { contestTypeGeneralRules, liveContestsLine } from './contest-type-rules';

// ---------------------------------------------------------------------------------------------------
// Game Rules (five tabs per rule set), as rich text: h3, p, ul, li, strong, em and internal links only.

interface RulesPage {
  slug: string;
  title: string;
  intro: string;
  bodyHtml: string;
  blocks: { heading: string; html: string }[];
}

/** The order a kit is listed in: the score changers first, Undo last. */
const kitOrder: readonly SportsPowerplayId[] = [19, 18, 30, 31, 13, 1, 24, 35, 4, 5, 33, 34, 21];

/** A kit as the Powerplays tab lists it. */
const kitList = (kit: Readonly<Record<number, number>>) =>
  kitOrder
    .filter((id) => kit[id])
    .map((id) => `<li><strong>${sportsPowerplayNames[id]}</strong>: ${kit[id]}</li>`)
    .join('\n');

const originalEffects = `<li><strong>Increase</strong> adds 1 to the score of a team you hold (your <em>My Score</em>).</li>
<li><strong>Decrease</strong> takes 1 off it, only while it is above 0.</li>
<li><strong>Refresh</strong> turns a score of 11 into 1.</li>
<li><strong>Lock</strong> is used on a score of exactly 1: the team keeps 1 until the end, whatever it really scores. A locked team shows <em>Locked</em> and a lock icon.</li>
<li><strong>Undo</strong> reverts your last powerplay on the entry that was not undone yet and gives that powerplay back; the Undo itself is spent.</li>
<li><strong>Swap</strong> replaces a team you hold in a live match with a team you do not hold from a match that has not finished; the new team starts at its real score.</li>
<li><strong>Remove</strong> drops a team you hold, never below the contest's minimum number of teams.</li>
<li><strong>Add</strong> adds a team you do not hold from a match that has not finished, never above the contest's maximum.</li>`;

/**
 * Hockey Chase the Ace: the original kit and hockey's two, with when each can act and what the page shows
 * (docs/rules/sports.md "New powerplays").
 */
const hockeyChaseEffects = `${originalEffects}
<li><strong>No Goal</strong> takes back your team's most recent goal (1 off your <em>My Score</em>), only within 2:00 of game clock after that goal, once per goal.</li>
<li><strong>6th Skater</strong> makes each goal of your team count 2 for the rest of the current period, once per team and period; the team shows <em>6th Skater</em> until the period ends.</li>
<li>On the live page a powerplay that cannot act at that moment (No Goal with no goal in the last 2:00, 6th Skater between periods or a second time in one, Refresh on a score other than 11) is shown off, with the reason beside it.</li>`;

/** High 5, Zones, Pick 5 and Brackets: their own kits, Lock keeping the current score, the new powerplays. */
const contestTypeEffects = `<li><strong>Increase</strong> adds 1 to the score of a team you hold (your <em>My Score</em>); <strong>Decrease</strong> takes 1 off it, only while it is above 0.</li>
<li><strong>Double</strong> makes a team's score count twice to the end, <strong>Triple</strong> three times: on a team whose match is live, once per team, never both on one team.</li>
<li><strong>Lock</strong> keeps the team's current score to the end, whatever it really scores (in Zones only while the score is inside the team's zone).</li>
<li><strong>Swap</strong> replaces a team you hold in a live match with a team you do not hold from a match that has not finished; the new team starts at its real score.</li>
<li><strong>Undo</strong> reverts your last powerplay on the entry that was not undone yet and gives that powerplay back; the Undo itself is spent.</li>
<li>Hockey contests add <strong>No Goal</strong> (takes back your team's most recent goal, within 2:00 of game clock after it) and <strong>6th Skater</strong> (each goal of your team counts 2 for the rest of the current period).</li>`;

const powerplaysTab = (kit: Readonly<Record<number, number>>, effects: string, hockeyExtras: boolean) =>
  `<p>Every entry comes with a kit of powerplays. Unless a contest says otherwise, the kit is:</p>
<ul>
${kitList(kit)}
</ul>${hockeyExtras ? `\n<p>A hockey contest adds:</p>\n<ul>\n${kitList(hockeyKitExtras)}\n</ul>` : ''}
<ul>
${effects}
</ul>
<p>Powerplays on a team can be used only while its match is live and you hold the team (Add: while any match of the game set is still to play or live). Each use changes your scores and your inventory together, and powerplays cannot be used once the contest is settled.</p>
<p>Which entries may use powerplays depends on the contest's eligibility and your club: contests open to all or to Basic members allow everyone; Elite contests need the Elite or Super Elite club; Super Elite contests need the Super Elite club. See the <a href="/powerplay-store">{brand} Store</a>.</p>`;

/** The Powerplays tab of Chase the Ace and Blackjack (the original kit). */
export const originalPowerplaysTab = powerplaysTab(sportsKit, originalEffects, false);

/** The Powerplays tab of Hockey Chase the Ace: the original kit, hockey's extras, what each does. */
export const hockeyChasePowerplaysTab = powerplaysTab(sportsKit, hockeyChaseEffects, true);

/** PowerLine's three: Swap within the game, Lock that only guards a pick, Undo. */
const powerlineEffects = `<li><strong>Swap</strong> changes your pick on a live game to the other team of that game.</li>
<li><strong>Lock</strong> protects a pick from your own later Swap; it changes nothing of the result.</li>
<li><strong>Undo</strong> reverts your last powerplay on the entry that was not undone yet and gives that powerplay back; the Undo itself is spent.</li>`;

/** Fantasy's powerplays act on players (docs/rules/fantasy.md "Powerplays"). */
const fantasyEffects = `<li><strong>Swap</strong> brings a bench player in for an active one whose match has not ended: the player going out keeps what he scored while active, the one coming in counts from now on. Your Star Player goes out only once Star Power has moved.</li>
<li><strong>Star Power</strong> moves the ×2 to another active skater from now on; what your Star Player scored as such stays counted twice.</li>
<li><strong>Undo</strong> takes back your last Swap or Star Power and gives it back, as long as none of your players has scored since; the Undo itself is spent.</li>`;

/** The Powerplays tab of each newer type: its kit, hockey's extras where it plays hockey, what each does. */
export const contestTypePowerplaysTabs = Object.fromEntries(
  contestTypeRules.map((rule) => [
    rule,
    rule === 'powerline'
      ? powerplaysTab(contestTypeKits[rule], powerlineEffects, false)
      : rule === 'fantasy'
        ? powerplaysTab(contestTypeKits[rule], fantasyEffects, false)
        : powerplaysTab(contestTypeKits[rule], contestTypeEffects, true),
  ]),
) as Record<ContestTypeRule, string>;

const entryRules = `<ul>
<li>One entry per player per contest. Entering needs a signed-in account in good standing: responsible-gaming limits and self-exclusion apply.</li>
<li>Without a plan for a sport you may enter 3 contests of that sport per calendar month (New York time). Each Basic or Basic Plus plan adds 10 games for its month; Super Elite is unlimited. See the <a href="/powerplay-store">{brand} Store</a>.</li>
<li>A contest marked Elite or Super Elite can be entered only by members of that club (Elite contests: Elite or Super Elite).</li>
</ul>`;

const gamesetsTab = (
  unit: string,
) => `<p>A game set is the slate of matches a contest is played on. You pick teams from its matches; every team in the set can be picked once.</p>
<ul>
<li>Teams can be picked, changed or removed only while their match has not started. Once a match has started, its teams stay as they are on your list (during the match, change them with powerplays).</li>
<li>A match starts with <em>Starting...</em>, is then live, and is final when it ends. The game set is live once its first match starts and final when every match is final.</li>
<li>Your score for a team is the ${unit} it really scores plus your powerplay changes on it.</li>
<li>Baseball game sets replay real Major League games of July 2019 inning by inning, time-compressed, with their real starting pitchers. Hockey game sets are simulated with the real NHL clubs and goalies: goals come at NHL rates over three 20-minute periods, with overtime when tied.</li>
</ul>
<p>The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at www.retrosheet.org.</p>`;

const suspendedTab = `<p>Our live data never leaves a match half played: baseball game sets replay games that were played to the end, and hockey games are simulated to a final result (with overtime when tied).</p>
<p>When a match's data pauses, the match simply stays live: your picks on it stay as they are, powerplays on its teams stay usable while it is live, and the contest is not settled until every match of the game set is final.</p>
<p>If a final score is corrected afterwards, the contest is settled again once: any difference in prizes is credited or reversed in your balance, and nothing is ever paid twice.</p>`;

const canceledTab = `<p>A contest is settled only on final results. A match that has not started stays open for picking, and its teams count only once the match is final.</p>
<p>Prizes are paid from the prize grid when the game set is final: a cash or points prize for a number of teams is shared equally among the entries that won with that number of teams (rounded down to the cent), and an item prize is awarded to each winner.</p>
<p>If anything about a contest looks wrong to you, please contact support before it is settled.</p>`;

const chaseTheAceGeneral = (
  unit: string,
  one: string,
) => `<p><strong>Chase the Ace</strong>: pick between the contest's minimum and maximum number of teams (1 to 10 unless the contest says otherwise) from the game set.</p>
<ul>
<li>You win when every team you picked ends the game set with a score of exactly 1 (${one}).</li>
<li>Your prize is the prize grid's row for the number of teams you picked; open <em>View Prize Grid</em> to see it.</li>
<li>While the game set is live, your point total is the share of your teams on 1: teams with 1 divided by your picks, times 100.</li>
</ul>
${entryRules}`;

const blackjackGeneral = `<p><strong>Baseball Blackjack</strong>: pick 1 to 10 teams from the game set.</p>
<ul>
<li>You win when the final scores of your teams (runs plus your powerplay changes) add up to exactly 21. Over 21 is a bust.</li>
<li>Your prize is the prize grid's row for the number of teams you picked; open <em>View Prize Grid</em> to see it.</li>
</ul>
${entryRules}`;

const mockupGeneral = (name: string, what: string) => `<p><strong>${name}</strong> is coming soon. ${what}</p>
<p>Until it launches there are no ${name} contests to enter; ask us to notify you when it opens. ${liveContestsLine}</p>
${entryRules}`;

const page = (
  slug: string,
  title: string,
  general: string,
  unit: string,
  powerplays = originalPowerplaysTab,
): RulesPage => ({
  slug,
  title,
  intro: `The rules of ${title}.`,
  bodyHtml: '',
  blocks: [
    { heading: 'General Rules', html: general },
    { heading: 'Gamesets', html: gamesetsTab(unit) },
    { heading: 'Powerplays', html: powerplays },
    { heading: 'Suspended Games', html: suspendedTab },
    { heading: 'Canceled Games', html: canceledTab },
  ],
});

/** One content page per rule set; `blocks` are the Game Rules modal's tabs, in order. */
export const sportsRulesPages: readonly RulesPage[] = [
  page(
    'sports-rules-baseball-chase-the-ace',
    'Baseball Chase the Ace',
    chaseTheAceGeneral('runs', 'one run'),
    'runs',
  ),
  page(
    'sports-rules-hockey-chase-the-ace',
    'Hockey Chase the Ace',
    chaseTheAceGeneral('goals', 'one goal'),
    'goals',
    hockeyChasePowerplaysTab,
  ),
  page('sports-rules-baseball-blackjack', 'Baseball Blackjack', blackjackGeneral, 'runs'),
  page(
    'sports-rules-high5',
    'High 5',
    `${contestTypeGeneralRules.high5}\n${entryRules}`,
    'runs, goals or points',
    contestTypePowerplaysTabs.high5,
  ),
  page(
    'sports-rules-pick5',
    'Pick 5',
    `${contestTypeGeneralRules.pick5}\n${entryRules}`,
    'runs, goals or points',
    contestTypePowerplaysTabs.pick5,
  ),
  page(
    'sports-rules-zones',
    'Zones',
    `${contestTypeGeneralRules.zones}\n${entryRules}`,
    'runs, goals or points',
    contestTypePowerplaysTabs.zones,
  ),
  page(
    'sports-rules-brackets',
    'Brackets',
    `${contestTypeGeneralRules.brackets}\n${entryRules}`,
    'runs, goals or points',
    contestTypePowerplaysTabs.brackets,
  ),
  page(
    'sports-rules-powerline',
    'NFL PowerLine',
    `${contestTypeGeneralRules.powerline}\n${entryRules}`,
    'points',
    contestTypePowerplaysTabs.powerline,
  ),
  page(
    'sports-rules-fantasy',
    'Fantasy Hockey',
    `${contestTypeGeneralRules.fantasy}\n${entryRules}`,
    'goals',
    contestTypePowerplaysTabs.fantasy,
  ),
  page(
    'sports-rules-coming-soon',
    'Chase the Ace',
    mockupGeneral(
      'Chase the Ace for this sport',
      'Every team you pick must finish with a score of exactly 1.',
    ),
    'points',
  ),
];
