/**
 * Seed copy for the marketing and policy pages served by `GET /api/content/pages/:slug`.
 * Rich text uses only h2, h3, p, ul, ol, li, strong, em and internal links. A text that names the site
 * says {brand}, {legalEntity} or {supportEmail} (white label: filled in when read). Operators may edit these
 * pages later; the seed only fills pages that are missing.
 */
export interface SeedContentPage {
  slug: string;
  title: string;
  intro: string;
  bodyHtml: string;
  blocks: { heading: string; html: string }[];
}

// The brand's support address, filled in when the page is read (white label).
const SUPPORT_EMAIL = '{supportEmail}';

const home: SeedContentPage = {
  slug: 'home',
  title: 'Live-play games where the action never stops',
  intro:
    '{brand} turns every draw and every game into a live experience. Make your picks, then change them while the action unfolds using powerplays.',
  bodyHtml: `<h2>Play along while it happens</h2>
<p>Traditional lotteries and contests end the moment you submit your picks. On {brand}, that is where the fun starts. Every entry comes with a limited set of <strong>powerplays</strong>: one-time moves that let you change a number or adjust a team's score while the draw or the game is live. Use them wisely and you can turn a near miss into a match.</p>
<h2>Live sports games</h2>
<p>Pick real NHL, MLB, NBA and NFL teams from a game set and follow them live. In <strong>Chase the Ace</strong>, every team you pick must finish with exactly one run or goal. In <strong>Baseball Blackjack</strong>, your teams' combined runs must total exactly 21, and anything over is a bust. When the scoreboard is not going your way, a powerplay can increase, decrease, refresh or lock a score, or swap a team. <a href="/live-sports">Explore live sports games</a>.</p>
<h2>Live lotto draws</h2>
<p>Our lotto games draw one ball at a time, and between balls you can play your powerplays:</p>
<ul>
<li><strong>Lotto 747</strong>: pick 7 numbers from 1 to 47; 7 balls are drawn.</li>
<li><strong>Sweet 16</strong>: pick 16 numbers from 1 to 48; 16 balls are drawn.</li>
<li><strong>Elite 8</strong>: pick 8 numbers from 1 to 50 for the weekly draw on Sunday at 8:00 PM ET.</li>
<li><strong>Gridlock</strong>: pick 9 numbers on a 5&times;9 grid of the numbers 1 to 45; 9 balls are drawn.</li>
</ul>
<p>Every draw is auditable: we publish a cryptographic commitment before the draw and reveal the seed afterwards, so anyone can check the result. <a href="/powerplay-lotto">See the lotto games</a> or try the free <a href="/747">Lotto 747 demo</a>.</p>
<h2>Built for partners</h2>
<p>{brand} is a provider of live-play gaming solutions for lottery, daily fantasy sports and sports contests. Charities, state lotteries, casinos, daily-fantasy and online gaming operators, professional sports organizations, state-run gaming, media and retail businesses use our platform to engage their audiences with games that keep players watching until the final ball or the final whistle. <a href="/solutions">See our solutions</a> or <a href="/partner">partner with us</a>.</p>
<h2>Ready to play?</h2>
<p><a href="/register">Create your free account</a>, read <a href="/how-to-play">how to play</a>, and enter your first game in minutes.</p>`,
  blocks: [
    {
      heading: 'Live sports games',
      html: `<p>Pick NHL, MLB, NBA and NFL teams, then use powerplays to <strong>increase</strong>, <strong>decrease</strong>, <strong>refresh</strong> or <strong>lock</strong> a score, or <strong>swap</strong> a team while the game is live.</p>
<p><a href="/live-sports">Play live sports</a></p>`,
    },
    {
      heading: 'Live lotto draws',
      html: `<p>Lotto 747, Sweet 16, Elite 8 and Gridlock draw one ball at a time. Between balls, use <strong>Replace</strong>, <strong>Power Match</strong>, <strong>Increase</strong> or <strong>Decrease</strong> to chase a match.</p>
<p><a href="/powerplay-lotto">Play live lotto</a></p>`,
    },
    {
      heading: 'For partners',
      html: `<p>Ready-made and custom live-play games, white label websites, auditable random number generation and analytics for lotteries, charities, casinos, operators, sports organizations and brands.</p>
<p><a href="/partner">Partner with us</a></p>`,
    },
  ],
};

const solutions: SeedContentPage = {
  slug: 'solutions',
  title: 'Live-play solutions for every audience',
  intro:
    '{brand} adds live, interactive play to lottery, daily fantasy and sports contests. Whatever your audience, we have a way to keep them engaged from the first pick to the final result.',
  bodyHtml: `<h2>One platform, many ways to play</h2>
<p>Our games let players make their picks and then keep playing while the draw or the game is live, using a limited number of powerplays. That simple change turns a passive ticket into an experience people watch, share and come back to. The same platform powers lotto draws, sports contests and draft contests, and it can run under your brand.</p>
<p>Call today for an overview of our solution and a live demo, or <a href="/partner">partner with us</a> and we will contact you.</p>`,
  blocks: [
    {
      heading: 'Charities',
      html: `<p>Raise more with fundraising games your supporters actually enjoy. A branded live draw or sports contest gives donors a reason to return every week, and our auditable draws show every participant that the results are fair.</p>`,
    },
    {
      heading: 'Daily-fantasy operators',
      html: `<p>Add live in-game play to your contests. Powerplays give your players something to do after lineups lock, which increases time on site and gives you new products to offer between slates.</p>`,
    },
    {
      heading: 'Online gaming operators',
      html: `<p>Extend your catalogue with live lotto draws and sports contests delivered through our API or as a white label product, complete with player management, random number generation and analytics.</p>`,
    },
    {
      heading: 'Casinos',
      html: `<p>Bring live-play draws to the floor, to your loyalty program and to your online presence. Branded events and club tiers reward your best players and give them a reason to visit more often.</p>`,
    },
    {
      heading: 'Professional sports organizations',
      html: `<p>Keep fans engaged through every period, inning and quarter. Live contests built around your games and your schedule create new sponsorship inventory and a direct relationship with your audience.</p>`,
    },
    {
      heading: 'State-run gaming',
      html: `<p>Offer a modern, interactive draw game alongside traditional products. Our random number generation is auditable end to end: a commitment is published before every draw and the seed is revealed afterwards for independent verification.</p>`,
    },
    {
      heading: 'Media and retail businesses',
      html: `<p>Turn audiences and customers into players with sponsored games under your brand. Promotions built on live draws and sports contests drive repeat visits, sign-ups and measurable engagement.</p>`,
    },
  ],
};

const services: SeedContentPage = {
  slug: 'services',
  title: 'Our services',
  intro:
    'From ready-made games to a fully branded platform, {brand} provides everything a partner needs to launch live-play gaming. Choose the pieces you need or let us run the whole thing.',
  bodyHtml: `<h2>How we work with partners</h2>
<p>Every partnership starts with a conversation about your audience, your market and your goals. We then recommend the combination of games, technology and support that fits, whether that is a single sponsored contest or a complete white label platform.</p>
<p>Call today for an overview of our solution and a live demo, or <a href="/partner">partner with us</a> and our team will be in touch.</p>`,
  blocks: [
    {
      heading: 'Ready-made games',
      html: `<p>Launch quickly with proven live-play games: Lotto 747, Sweet 16, Elite 8 and Gridlock draws, sports contests such as Chase the Ace and Baseball Blackjack, and draft contests, each with powerplays and prize tables you can configure.</p>`,
    },
    {
      heading: 'Branded world-series event',
      html: `<p>Run a flagship series of live games under your brand, with a schedule, prize structure and promotion built around your audience and your season.</p>`,
    },
    {
      heading: 'Dashboard analytics',
      html: `<p>Follow entries, powerplay usage, player activity and prize payouts in one dashboard, so you can see what engages your players and plan your next promotion.</p>`,
    },
    {
      heading: 'Custom game design',
      html: `<p>Have an idea for a new game? Our designers build custom draw and contest formats, including prize tiers, powerplay kits and timing, to suit your audience and your rules.</p>`,
    },
    {
      heading: 'API integration',
      html: `<p>Integrate our services into your own products:</p>
<ul>
<li><strong>Random numbers</strong>: auditable draws on demand.</li>
<li><strong>Player management</strong>: accounts, entries, club tiers and balances.</li>
<li><strong>Live sports feeds</strong>: scores and game status for live contests.</li>
<li><strong>Analytics</strong>: the data behind your dashboard.</li>
</ul>`,
    },
    {
      heading: 'Custom websites',
      html: `<p>We design and build responsive websites for your games, from a single promotional page to a full player site with accounts, game center and wallet.</p>`,
    },
    {
      heading: 'Random number generation',
      html: `<p>Our draws use a cryptographically secure seed and a published, unbiased algorithm, so every number drawn can be reproduced and checked after the draw.</p>`,
    },
    {
      heading: 'Instant audit',
      html: `<p>Before each draw we publish a SHA-256 commitment to its secret seed; after the draw we reveal the seed. Anyone can confirm the result in the browser in seconds, with no special tools.</p>`,
    },
    {
      heading: 'Royalty options',
      html: `<p>Flexible commercial models, including royalty and revenue-share arrangements, so the cost of live-play gaming grows with your success.</p>`,
    },
    {
      heading: 'Consulting',
      html: `<p>Draw on our experience in lottery, fantasy sports and contests to plan promotions, prize structures, player engagement and responsible gaming practices.</p>`,
    },
    {
      heading: 'White label',
      html: `<p>Offer the complete {brand} platform under your own brand and domain, while we run the games, the draws and the technology behind them.</p>`,
    },
  ],
};

const aboutUs: SeedContentPage = {
  slug: 'about-us',
  title: 'About {brand}',
  intro:
    '{brand} builds live-play games: lottery, daily fantasy and sports contests that players keep playing while the draw or the game is live.',
  bodyHtml: `<h2>Who we are</h2>
<p>{brand} is a provider of live-play gaming solutions. We believe a game should not end when you buy a ticket or submit a lineup. On our platform, players make their picks and then stay in the game, using a limited number of <strong>powerplays</strong> to change a number or a team's score while the draw or the game is in progress.</p>
<h2>What we build</h2>
<p>We design and operate live lotto draws such as Lotto 747, Sweet 16, Elite 8 and Gridlock, live sports contests on NFL, NBA, MLB and NHL games, and live draft contests. Behind them sits a platform for accounts, entries, powerplay inventories, prize settlement and auditable random number generation.</p>
<h2>Who we work with</h2>
<p>We work with business partners who want to engage their audiences: charities, state lotteries and state-run gaming, casinos, daily-fantasy and online gaming operators, professional sports organizations, and media and retail businesses. Partners can offer our ready-made games, commission custom ones, or run the whole platform under their own brand.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Fair play</strong>: every draw can be verified by anyone after it is completed.</li>
<li><strong>Security</strong>: encrypted connections, strongly hashed passwords and sessions you control.</li>
<li><strong>Responsible gaming</strong>: play is for adults, and we provide tools and information to keep it fun. See <a href="/responsible-gaming">Responsible Gaming</a>.</li>
</ul>
<h2>Work with us</h2>
<p>Interested in live-play games for your organization? <a href="/partner">Partner with us</a>. Ready to play? <a href="/">Start on the home page</a>.</p>`,
  blocks: [],
};

const liveSports: SeedContentPage = {
  slug: 'live-sports',
  title: 'Live sports games',
  intro:
    'Pick real NFL, NBA, MLB and NHL teams, then play along live. Powerplays let you change the score that counts for you while the game is on.',
  bodyHtml: `<h2>Your picks, live</h2>
<p>Choose a game set, pick your teams before their matches start and watch your score update as the real games unfold. Each contest has its own goal: in <strong>Chase the Ace</strong> every team you pick must finish with exactly one run or goal, and in <strong>Baseball Blackjack</strong> your teams' runs must add up to exactly 21.</p>
<h2>Powerplays in sports</h2>
<p>Your score for a team is its real score plus your powerplay adjustments. Powerplays can be used only while a match is live and only on teams you hold:</p>
<ul>
<li><strong>Increase</strong>: add one to your score for a team.</li>
<li><strong>Decrease</strong>: take one away, as long as your score is above zero.</li>
<li><strong>Refresh</strong>: turn an 11 into a 1.</li>
<li><strong>Lock</strong>: when your team is at exactly 1, lock it; a locked team keeps 1 whatever happens in the real game.</li>
<li><strong>Undo</strong>: reverse your last powerplay on that entry.</li>
<li><strong>Swap</strong>: replace one of your teams with another team.</li>
</ul>
<p>Each powerplay has a limited inventory, so timing is everything. Learn more in <a href="/how-to-play">How to play</a>, or read <a href="/live-sports-more">more about live sports games</a>.</p>
<h2>For partners</h2>
<p>Want live sports contests for your fans or customers? <a href="/partner">Partner with us</a>.</p>`,
  blocks: [
    {
      heading: '2020 NFL Power Draft',
      html: `<p>Rank the first round, then use Move Up, Move Down, Swap and Undo during the live draft to match your picks and win up to <strong>$25,000</strong>.</p>`,
    },
    {
      heading: 'MLB Baseball Blackjack',
      html: `<p>Pick 1 to 10 teams whose combined runs total exactly 21. Go over and you bust, so play your powerplays with care.</p>`,
    },
    {
      heading: 'NHL Chase the Ace',
      html: `<p>Pick the teams you expect to finish with exactly one goal, then lock them in with a powerplay when they get there.</p>`,
    },
    {
      heading: 'NBA live contests',
      html: `<p>Live-play basketball contests launch with the next NBA season. Ask to be notified and be among the first to play.</p>`,
    },
  ],
};

const liveSportsMore: SeedContentPage = {
  slug: 'live-sports-more',
  title: 'Live sports games that keep fans in the game',
  intro:
    '{brand} sports contests give fans something to do during every period, inning and quarter. Here is how they work and why partners choose them.',
  bodyHtml: `<h2>Beyond the lineup lock</h2>
<p>In most fantasy and pick-em contests, a player's involvement ends when the games begin. {brand} changes that. Our contests are built around <strong>live play</strong>: once a match is under way, players can use powerplays to adjust the score that counts for them, lock in a result, undo a move or swap a team. Every goal, run and point on the field matters, and so does every decision the player makes in response.</p>
<h2>Simple to learn, hard to put down</h2>
<p>Our formats are easy to explain in a sentence. In <strong>Chase the Ace</strong>, every team you pick must finish with exactly one run or goal. In <strong>Baseball Blackjack</strong>, your teams' runs must add up to exactly 21. In our live <strong>draft contests</strong>, players rank the first round and then move picks up and down as the real selections are announced. Prize grids are set per game and can award cash, points or items.</p>
<h2>Real games, real data</h2>
<p>Contests follow real NFL, NBA, MLB and NHL schedules. Live scores and game status come from a sports data feed, and if an official result is corrected, contests are settled again on the corrected result.</p>
<h2>Built for your brand</h2>
<ul>
<li><strong>Sponsored game sets</strong>: put your brand on a contest and in front of engaged fans. See <a href="/sponsor-games">sponsored games</a>.</li>
<li><strong>Club tiers</strong>: reserve premium contests for Elite and Super Elite members to reward loyalty.</li>
<li><strong>Flexible prizes</strong>: cash, points or merchandise, configured per game.</li>
<li><strong>Analytics</strong>: understand entries, powerplay use and player activity through your dashboard.</li>
</ul>
<h2>Get started</h2>
<p>We can launch ready-made contests quickly or design a custom format around your league, team or event. <a href="/partner">Partner with us</a> to arrange a live demo, or explore our <a href="/services">services</a>.</p>`,
  blocks: [],
};

const sportPlatform: SeedContentPage = {
  slug: 'sport-platform',
  title: 'Engage your customers with live-play sports',
  intro:
    'Give your customers a reason to stay for the whole game. {brand} sports contests turn every score change into a decision.',
  bodyHtml: `<p>Our sports platform combines real game data, simple contest formats and limited-use powerplays into an experience your customers can enjoy on any device. <a href="/partner">Partner with us</a> to bring it to your audience.</p>`,
  blocks: [
    {
      heading: 'Play during the game, not just before it',
      html: `<p>Players pick teams before kick-off, then use powerplays such as <strong>Increase</strong>, <strong>Decrease</strong>, <strong>Lock</strong> and <strong>Swap</strong> while the match is live. Engagement lasts from the first pick to the final whistle.</p>`,
    },
    {
      heading: 'Formats anyone can understand',
      html: `<p>Contests like <strong>Chase the Ace</strong> and <strong>Baseball Blackjack</strong> can be explained in a sentence, so new players join easily and experienced players come back for the strategy.</p>`,
    },
    {
      heading: 'Your brand, your prizes',
      html: `<p>Sponsor game sets, set the prize grid in cash, points or items, and reserve premium contests for <strong>Elite</strong> and <strong>Super Elite</strong> club members.</p>`,
    },
    {
      heading: 'Data you can act on',
      html: `<p>Live feeds keep scores current, corrected results are settled again automatically, and dashboard analytics show entries, powerplay usage and player activity.</p>`,
    },
  ],
};

/** The lotto highlights (the old client's `website_corporate/get.php?type=lotto`; docs/legacy-api.md). */
const lottoPlatform: SeedContentPage = {
  slug: 'lotto-platform',
  title: 'Engage your players with live-play lotto',
  intro:
    'A traditional draw is over in a minute and players only watch. A draw on {brand} runs live, and every player has something to do between balls.',
  bodyHtml: `<p>Our lotto platform draws one ball at a time on a shared timer and gives every entry a set of powerplays to use between balls. <a href="/partner">Partner with us</a> to bring it to your players, or try the free <a href="/747">Lotto 747 demo</a>.</p>`,
  blocks: [
    {
      heading: 'Play between the balls',
      html: `<p>Players use <strong>Increase</strong>, <strong>Decrease</strong>, <strong>Replace</strong>, <strong>Power Match</strong> and, after the last ball, <strong>Replace All</strong> to chase a match. A short draw becomes a session players stay for.</p>`,
    },
    {
      heading: 'Ready-made games',
      html: `<p><strong>Lotto 747</strong> (7 numbers from 47), <strong>Sweet 16</strong> (16 numbers from 48), the weekly <strong>Elite 8</strong> and <strong>Gridlock</strong> (9 numbers on a 5&times;9 grid), each with a published prize table.</p>`,
    },
    {
      heading: 'Draws anyone can verify',
      html: `<p>We publish a cryptographic commitment before each draw and reveal the seed afterwards, so anyone can check that the balls were not chosen after the picks.</p>`,
    },
    {
      heading: 'Your brand, your prizes',
      html: `<p>Run the games under your brand, set prizes in cash or points, and offer powerplays as a starter kit, a loyalty reward or an add-on where your licence allows.</p>`,
    },
  ],
};

const sponsorGames: SeedContentPage = {
  slug: 'sponsor-games',
  title: 'Sponsor a game',
  intro:
    'Put your brand at the center of a live game. Sponsored games on {brand} connect brands and charities with an engaged audience of players.',
  bodyHtml: `<h2>Why sponsor a game</h2>
<p>A sponsored game is not a banner that players scroll past. Players study your game set, make their picks and then follow it live, using powerplays while the draw or the match is in progress. Your brand is with them for the whole experience, from the game list to the final result.</p>
<h2>How sponsorship works</h2>
<ol>
<li><strong>Choose a game.</strong> Sponsor a sports game set, a lotto draw or a special event such as a draft contest.</li>
<li><strong>Set the prizes.</strong> Fund cash prizes, offer points, or provide merchandise and experiences as prizes. Prize grids are agreed with you in advance and published on the game.</li>
<li><strong>Choose your audience.</strong> Open the game to all players or reserve it for Elite or Super Elite club members.</li>
<li><strong>Go live.</strong> Your name appears as the sponsor in the game list, on the game page and on the live screen.</li>
<li><strong>Review the results.</strong> After the game we report entries, player activity and powerplay usage.</li>
</ol>
<h2>For charities</h2>
<p>Sponsored games are a natural fit for fundraising. A weekly live draw or a contest around a local team gives supporters a fun reason to take part, and our auditable draws let everyone verify that results are fair.</p>
<h2>Fair for players</h2>
<p>Sponsored games follow the same rules as every other game on {brand}: published prize tables, prizes divided equally among the winners of each tier, and draws that anyone can verify. Sponsors do not influence results.</p>
<h2>Get in touch</h2>
<p>Tell us about your brand or cause and the audience you want to reach. <a href="/partner">Partner with us</a> and we will prepare a proposal.</p>`,
  blocks: [],
};

const howToPlay: SeedContentPage = {
  slug: 'how-to-play',
  title: 'How to play',
  intro:
    'Getting started takes a few minutes. Here is everything you need to know to play your first live game.',
  bodyHtml: `<p>Each game has its own rules and prize table, shown on the game page. For more detail, see the <a href="/faq">FAQ</a>.</p>`,
  blocks: [
    {
      heading: 'Create your account',
      html: `<p><a href="/register">Sign up</a> with a display name, email and password. You must be 18 or older and live in Canada or the United States.</p>`,
    },
    {
      heading: 'Choose a game',
      html: `<p>Pick a live lotto draw such as Lotto 747 or Sweet 16, or a sports contest on NFL, NBA, MLB or NHL games.</p>`,
    },
    {
      heading: 'Make your picks',
      html: `<p>Choose your numbers or teams. You can change them until the pick deadline shown on the game.</p>`,
    },
    {
      heading: 'Play live with powerplays',
      html: `<p>When the draw or game goes live, use your powerplays to change a pick or a score and chase the win.</p>`,
    },
  ],
};

const termsOfUse: SeedContentPage = {
  slug: 'terms-of-use',
  title: 'Terms of Use',
  intro:
    'These terms govern your use of the {brand} website and games. Please read them carefully; by creating an account or playing, you agree to them.',
  bodyHtml: `<h2>1. About these terms</h2>
<p>These Terms of Use form an agreement between you and {legalEntity} ("{brand}", "we", "us"). They apply to the website, the games offered on it and any related services. Individual games and contests may have additional rules, shown on the game page; if they conflict with these terms, the game rules apply to that game.</p>
<h2>2. Eligibility</h2>
<ul>
<li>You must be at least 18 years old, or the age of majority where you live if that is higher.</li>
<li>You must be a resident of Canada or the United States, in a province, territory or state where our games are permitted. Some games or contests may exclude certain jurisdictions; any exclusion is stated in the game rules.</li>
<li>You may hold only one account. Employees of {legalEntity} and of a game's sponsor may be excluded from that game.</li>
</ul>
<p>We may ask you to confirm your age, identity and place of residence at any time, and in particular before paying a prize or a withdrawal. Canadian residents may be required to answer a skill-testing question before a prize is awarded.</p>
<h2>3. Your account</h2>
<p>You register with a display name, email address, password, country and province or state. Display names and email addresses must be unique. You are responsible for keeping your password confidential and for all activity under your account. Tell us immediately at ${SUPPORT_EMAIL} if you believe your account has been used without permission. See <a href="/account-security">Account Security</a>.</p>
<h2>4. Entering games</h2>
<ul>
<li>You may submit one entry per player per game unless the game rules say otherwise.</li>
<li>Picks can be changed until the game's pick deadline. For most lotto draws this is the start of the draw; for Elite 8 it is one hour before the draw. In sports contests, a team can be picked or dropped only until its match starts.</li>
<li>Some games are reserved for members of a club tier (Basic, Elite or Super Elite), as shown in the game's eligibility.</li>
<li>An entry is recorded when our servers confirm it. We are not responsible for entries that are not received because of network or device problems.</li>
</ul>
<h2>5. Powerplays</h2>
<p>Powerplays are limited-use game features that let you change a pick or a score during a live draw or game. Each entry receives the powerplay kit set for its game, shown on the game page. Powerplays can be used only when the game rules allow it (for example, between balls in a lotto draw, or while a match is live in a sports contest), are consumed when used, have no cash value and cannot be transferred.</p>
<h2>6. Draws and results</h2>
<p>Lotto draws are generated by our auditable random number generator. Before each draw we publish a commitment to its secret seed; after the draw we reveal the seed so the results can be verified. Sports contests are settled on the official results received from our sports data provider; if a result is corrected, the contest is settled again on the corrected result. Our records of entries, picks and powerplay use are final, except in the case of a manifest error, which we will correct.</p>
<h2>7. Prizes</h2>
<ul>
<li>Prize tables are published on each game and may be paid in cash, points or items. Amounts are in the currency shown for the game.</li>
<li>Each prize tier is <strong>divided equally among all winners</strong> of that tier. Shares are rounded down to the cent.</li>
<li>Prizes are credited to your {brand} balance when the game is settled.</li>
<li>You are responsible for any taxes on prizes you receive.</li>
</ul>
<h2>8. Balance, purchases and withdrawals</h2>
<p>Your balance holds cash and points. Every change is recorded as a transaction you can review under My Account. Purchases in the {brand} Store are paid from your cash balance and are never charged twice for the same checkout. You may request a withdrawal of cash to a PayPal account in your name; the minimum withdrawal is <strong>$100.00</strong>. The amount is held from your balance when you make the request and stays <em>Pending</em> until we review it; it is then paid, or cancelled and returned to your balance. We may request personal information to complete a withdrawal.</p>
<h2>9. Fair play</h2>
<p>You agree not to:</p>
<ul>
<li>open more than one account, or play using another person's account;</li>
<li>use bots, scripts or any automated means to enter games or use powerplays;</li>
<li>exploit errors, or interfere with the website, the draws or other players;</li>
<li>collude with other players, or use the service for fraud or money laundering.</li>
</ul>
<p>We may void entries, withhold prizes, and suspend or close accounts involved in any of these activities.</p>
<h2>10. Responsible gaming</h2>
<p>Play for fun, and only with money you can afford to spend. Information on limits, self-exclusion and support is available on our <a href="/responsible-gaming">Responsible Gaming</a> page.</p>
<h2>11. Suspension and cancellation of games</h2>
<p>We may postpone, suspend or cancel a game if a technical failure, a postponed or cancelled sports match, or another event outside our control prevents it from running fairly. The game rules explain how affected entries are handled.</p>
<h2>12. Intellectual property</h2>
<p>The {brand} name, games, website and content are owned by {legalEntity} or its licensors. Team and league names are used only to identify real games and remain the property of their owners.</p>
<h2>13. Limitation of liability</h2>
<p>The service is provided "as is". To the extent permitted by law, {legalEntity} is not liable for indirect or consequential losses, or for losses caused by events outside our reasonable control. Nothing in these terms limits rights you have under consumer protection law.</p>
<h2>14. Changes to these terms</h2>
<p>We may update these terms. We will post the new version on this page and, for significant changes, notify you by email or on the website. Continuing to use {brand} after a change means you accept the updated terms.</p>
<h2>15. Contact</h2>
<p>Questions about these terms? Email ${SUPPORT_EMAIL}. See also our <a href="/privacy">Privacy Policy</a>.</p>`,
  blocks: [],
};

const privacy: SeedContentPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  intro:
    'This policy explains what personal information {brand} collects, how we use and protect it, and the choices you have.',
  bodyHtml: `<h2>Information we collect</h2>
<h3>Information you give us</h3>
<ul>
<li><strong>Account details</strong>: display name, email address, password (stored only as a secure hash), country, province or state, and your confirmation that you are 18 or older and accept our terms.</li>
<li><strong>Withdrawal details</strong>: your PayPal email address and the personal information needed to verify your identity and pay you.</li>
<li><strong>Partner enquiries</strong>: the name, email, phone number and message you send through our <a href="/partner">partner form</a>.</li>
<li><strong>Support requests</strong>: what you tell us when you contact us.</li>
</ul>
<h3>Information created when you play</h3>
<ul>
<li>Your entries, picks, powerplay inventory and use, results and prizes.</li>
<li>Your balance and transaction history, including purchases and withdrawals, and your club tier.</li>
</ul>
<h3>Information collected automatically</h3>
<ul>
<li>A session cookie that keeps you signed in. It is necessary for the website to work.</li>
<li>Technical data such as your IP address, browser type and the time of requests, which we use for security, for example to limit repeated failed sign-in attempts.</li>
</ul>
<h2>How we use your information</h2>
<ul>
<li>To create and run your account, and to let you enter games and use powerplays.</li>
<li>To settle games, credit prizes and process purchases and withdrawals.</li>
<li>To check eligibility, including age and place of residence.</li>
<li>To keep the service secure and prevent fraud, cheating and abuse.</li>
<li>To send you service messages about your account, entries and prizes.</li>
<li>To understand how our games are used and improve them, using aggregated data where possible.</li>
<li>To meet our legal and regulatory obligations.</li>
</ul>
<h2>What other players can see</h2>
<p>Your display name may appear in games, results and winner lists. Your email address, balance and personal details are never shown to other players. Choose a display name that does not reveal information you want to keep private.</p>
<h2>Sharing your information</h2>
<p>We do not sell your personal information. We share it only:</p>
<ul>
<li>with service providers who help us operate {brand}, such as hosting and payment providers (for example PayPal, for withdrawals), under contracts that protect your information;</li>
<li>with a game's sponsor or partner in aggregated form, such as the number of entries, and never including your contact details without your consent;</li>
<li>when required by law, or to protect the rights, safety and property of our players and of {legalEntity}.</li>
</ul>
<h2>How we protect your information</h2>
<p>All connections to {brand} are encrypted with SSL/TLS. Passwords are hashed with argon2id and never stored in readable form. Access to personal information is limited to staff who need it. Read more on our <a href="/trust-and-safety">Trust and Safety</a> page.</p>
<h2>How long we keep it</h2>
<p>We keep account information while your account is open. Transaction and prize records are kept for as long as financial, tax and gaming regulations require, even after an account is closed. Partner enquiries are kept for as long as needed to respond and follow up.</p>
<h2>Your choices and rights</h2>
<p>Depending on where you live, you may have the right to access, correct or delete your personal information, or to object to certain uses. To make a request, email ${SUPPORT_EMAIL}. We may need to verify your identity first, and we may keep information we are legally required to retain.</p>
<h2>Minors</h2>
<p>{brand} is for adults only. We do not knowingly collect information from anyone under 18, and we close accounts we find belong to a minor.</p>
<h2>Changes to this policy</h2>
<p>We may update this policy. We will post the new version here and notify you of significant changes.</p>
<h2>Contact us</h2>
<p>For privacy questions or requests, email ${SUPPORT_EMAIL}.</p>`,
  blocks: [],
};

const faq: SeedContentPage = {
  slug: 'faq',
  title: 'Frequently Asked Questions',
  intro: 'Answers to the questions players ask most. If you cannot find what you need, email {supportEmail}.',
  bodyHtml: `<h2>Accounts</h2>
<h3>Who can play on {brand}?</h3>
<p>You must be 18 or older (or the age of majority where you live, if higher) and a resident of Canada or the United States, where our games are permitted. Some contests exclude certain jurisdictions; the game rules say so.</p>
<h3>How do I create an account?</h3>
<p><a href="/register">Sign up</a> with a display name, email address and a password of at least 8 characters, choose your country and province or state, confirm you are 18 or older and accept the <a href="/terms-of-use">Terms of Use</a>. You can then sign in with your email address or your display name.</p>
<h3>What are the club tiers?</h3>
<p>Every account starts in the Basic club. Some games are reserved for Elite or Super Elite members, as shown in each game's eligibility. A Super Elite membership and monthly game plans for each sport are available in the <a href="/powerplay-store">{brand} Store</a>, paid from your cash balance.</p>
<h2>Games and draws</h2>
<h3>How do the lotto games work?</h3>
<p>Choose your numbers before the pick deadline: 7 from 1 to 47 in Lotto 747, 16 from 1 to 48 in Sweet 16, 8 from 1 to 50 in Elite 8, and 9 from 1 to 45 in Gridlock. When the draw goes live, balls are drawn one at a time and you can use powerplays between balls. You win according to how many of your final numbers match the balls drawn.</p>
<h3>Can I change my picks?</h3>
<p>Yes, until the pick deadline shown on the game. For Lotto 747, Sweet 16 and Gridlock that is the start of the draw; for Elite 8, whose draw is every Sunday at 8:00 PM ET, it is one hour before. In sports contests you can change a team until its match starts. After that, only powerplays can change your entry.</p>
<h3>How do I know the draws are fair?</h3>
<p>Every draw is auditable. Before the draw we publish a commitment, the SHA-256 hash of a secret random seed. After the draw we reveal the seed. The balls are calculated from the seed with a published algorithm, so you can check that the seed matches the commitment and reproduces every ball, right in your browser. Because the commitment is published first, the seed cannot be changed once the draw is announced.</p>
<h2>Powerplays</h2>
<h3>What are powerplays?</h3>
<p>Powerplays are limited-use moves that let you change your entry while the game is live. In lotto draws: <strong>Replace</strong> swaps a number for a random one, <strong>Power Match</strong> turns a number into the ball just drawn, <strong>Increase</strong> and <strong>Decrease</strong> move a number up or down by one, and <strong>Replace All</strong> gives you a new random set for all unmatched numbers in the final seconds after the last ball, if you have 3 matches or fewer. In sports contests you can Increase, Decrease, Refresh, Lock, Undo and Swap.</p>
<h3>When can I use a powerplay?</h3>
<p>In a lotto draw, after each ball until a few seconds before the next one; while "Coming Up!" is shown, wait for the next number. Numbers that already match are locked and cannot be changed, and a powerplay cannot take a number out of the game's range or duplicate another of your numbers. In sports contests, powerplays work only while the match is live and only on teams you hold.</p>
<h3>How many powerplays do I get?</h3>
<p>Each lotto entry receives a kit when you first save your picks: 1 Replace All, 1 Replace, 1 Power Match, 5 Increase and 5 Decrease. Sports contests and draft contests have their own inventories, shown on the live screen. You can see your inventory under My Powerplays.</p>
<h2>Prizes and withdrawals</h2>
<h3>How are prizes paid?</h3>
<p>Each game has a prize table by number of matches. All prizes are <strong>divided equally among the winners</strong> of each tier: if a tier's prize is $1,000 and four players win it, each receives $250. Shares are rounded down to the cent. Prizes are credited to your balance when the draw or contest is settled.</p>
<h3>How do I withdraw my winnings?</h3>
<p>Go to <a href="/my-account/my-balance">My Balance</a> and request a withdrawal to your PayPal account. The minimum withdrawal is <strong>$100.00</strong>. The amount is held from your balance and shows as <em>Pending</em> until our team reviews it; it is then paid to PayPal (Complete) or returned to your balance (Cancel or Refund). We may ask for personal information to verify your identity.</p>
<h3>Where can I see my transactions?</h3>
<p>Under My Account, the transactions page lists every prize, purchase, withdrawal and adjustment, with filters by period and status.</p>
<h2>Responsible gaming and support</h2>
<h3>How do I keep my play under control?</h3>
<p>Set yourself a budget and a time limit, and never chase losses. Our <a href="/responsible-gaming">Responsible Gaming</a> page covers self-limits, self-exclusion, help lines and parental controls.</p>
<h3>How do I contact support?</h3>
<p>Email ${SUPPORT_EMAIL}. We will never ask for your password.</p>`,
  blocks: [],
};

const trustAndSafety: SeedContentPage = {
  slug: 'trust-and-safety',
  title: 'Trust and Safety',
  intro:
    'Fair games and a secure account are the foundation of {brand}. Here is how we protect your information, your balance and the integrity of every draw.',
  bodyHtml: `<h2>Secure connections</h2>
<p>Every page and every request to {brand} is encrypted with SSL/TLS, so your password, picks and personal details cannot be read in transit.</p>
<h2>Protected passwords</h2>
<p>We never store your password. We store only a hash made with <strong>argon2id</strong>, a modern algorithm designed to resist password-cracking attempts. Nobody at {brand} can see your password. Repeated failed sign-in attempts are temporarily blocked to stop password-guessing.</p>
<h2>Sessions you control</h2>
<p>Your sign-in session is held on our servers and can be revoked. When you sign out, the session ends immediately on our side, not just in your browser. Changing your password signs out your other sessions. See <a href="/account-security">Account Security</a> for tips on keeping your account safe.</p>
<h2>Auditable random number generation</h2>
<p>Our draws are designed so that you do not have to take our word for the results:</p>
<ol>
<li>When a draw is scheduled, our server generates a 32-byte secret seed with a cryptographically secure random number generator.</li>
<li>We publish the <strong>commitment</strong>, the SHA-256 hash of that seed, on the game page before the draw.</li>
<li>Each ball is calculated from the seed with HMAC-SHA256 and a published method that avoids bias, and never repeats a number within a draw. Random powerplays such as Replace and Replace All use the same seed, so they can be checked too.</li>
<li>After the draw, we reveal the seed. Anyone can confirm that it matches the commitment and reproduces every ball, using the verifier that runs in your browser.</li>
</ol>
<p>Because the commitment is published first, the results cannot be changed after the fact. Our generator is also tested statistically for uniformity.</p>
<h2>Your balance</h2>
<p>Every change to your balance is recorded as a transaction: prizes, purchases, withdrawals, reversals and adjustments. Each operation is processed only once, so a purchase cannot be charged twice and a prize cannot be credited twice. powerplay inventories are updated in the same step as your picks, so a powerplay can never be spent more times than you own it.</p>
<h2>Fair prizes and withdrawals</h2>
<p>Prize tables are published on each game, and each tier is divided equally among its winners. Withdrawals are reviewed by our team before payment to protect you and other players from fraud.</p>
<h2>Fair play</h2>
<p>Multiple accounts, bots, collusion and exploiting errors are prohibited by our <a href="/terms-of-use">Terms of Use</a>. We monitor for abuse and may void entries or close accounts involved.</p>
<h2>Responsible gaming</h2>
<p>{brand} is for adults aged 18 or older. We support limits, self-exclusion and help for anyone who needs it; see <a href="/responsible-gaming">Responsible Gaming</a>.</p>
<h2>Report a concern</h2>
<p>If you notice suspicious activity, a security issue or a problem with a game, email ${SUPPORT_EMAIL}. We take every report seriously.</p>`,
  blocks: [],
};

const accountSecurity: SeedContentPage = {
  slug: 'account-security',
  title: 'Account Security',
  intro:
    'Your account holds your entries, powerplays and winnings. A few simple habits keep it safe, and we do our part behind the scenes.',
  bodyHtml: `<h2>Use a strong, unique password</h2>
<ul>
<li>Your password must be at least 8 characters. Longer is better: a passphrase of several unrelated words is easy to remember and hard to guess.</li>
<li>Do not reuse a password from another website. If that site is breached, your {brand} account stays safe.</li>
<li>Avoid personal details such as your name, birthday or display name.</li>
<li>Consider using a password manager.</li>
</ul>
<h2>Never share your password</h2>
<p>Your account is for you alone. Do not share your password with anyone, including friends, family or someone claiming to be from {brand}. <strong>We will never ask for your password by email</strong>, phone or message. If anyone asks, it is a scam: do not reply, and let us know.</p>
<h2>Watch out for phishing</h2>
<p>Before signing in, check that you are on the genuine {brand} website and that the connection is secure. Be wary of emails or messages that urge you to act quickly, promise prizes you did not win, or link to a sign-in page.</p>
<h2>Sign out on shared devices</h2>
<p>If you use a shared or public computer, always sign out when you finish. Signing out ends your session on our servers immediately. Do not let your browser save your password on a device others use.</p>
<h2>Change your password if in doubt</h2>
<p>If you think someone else knows your password, change it right away. Changing your password signs out all your other sessions, so anyone using your account elsewhere is signed out.</p>
<h2>What we do to protect you</h2>
<ul>
<li>All connections are encrypted with SSL/TLS.</li>
<li>Passwords are stored only as argon2id hashes; nobody at {brand} can read them.</li>
<li>Repeated failed sign-in attempts are temporarily blocked.</li>
<li>Sessions are held on our servers and can be revoked at any time.</li>
<li>Withdrawals are reviewed before payment.</li>
</ul>
<p>Read more on our <a href="/trust-and-safety">Trust and Safety</a> page.</p>
<h2>Contact support</h2>
<p>If you notice activity you do not recognize, such as entries, purchases or withdrawal requests you did not make, change your password and email ${SUPPORT_EMAIL} straight away. We will help you secure your account.</p>`,
  blocks: [],
};

export const seedContentPages: readonly SeedContentPage[] = [
  home,
  solutions,
  services,
  aboutUs,
  liveSports,
  liveSportsMore,
  sportPlatform,
  lottoPlatform,
  sponsorGames,
  howToPlay,
  termsOfUse,
  privacy,
  faq,
  trustAndSafety,
  accountSecurity,
];
