import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useBrand } from '../brand';

const helpLines = [
  {
    name: 'ConnexOntario',
    region: 'Ontario',
    phone: '1-866-531-2600',
    tel: '+18665312600',
    note: 'Free, confidential help for gambling, mental health and addiction, 24 hours a day.',
  },
  {
    name: 'Gambling Support BC',
    region: 'British Columbia',
    phone: '1-888-795-6111',
    tel: '+18887956111',
    note: 'Free counselling and support for anyone affected by gambling, 24 hours a day.',
  },
  {
    name: 'Jeu : aide et référence',
    region: 'Quebec',
    phone: '1-800-461-0140',
    tel: '+18004610140',
    note: 'Help, information and referral in French and English, 24 hours a day.',
  },
  {
    name: 'National Problem Gambling Helpline (1-800-GAMBLER)',
    region: 'United States',
    phone: '1-800-426-2537',
    tel: '+18004262537',
    note: 'Operated with the National Council on Problem Gambling: call or text, 24 hours a day.',
  },
];

/** Fixed text: self-exclusion, self-limits, help lines, parental controls, family requests. */
export function ResponsibleGamingPage() {
  useDocumentTitle('Responsible Gaming');
  const { supportEmail, siteName } = useBrand();
  const contact = supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'our support team';

  return (
    <section className="page policy" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">Responsible Gaming</h1>
        <p className="lead">
          {siteName} games are entertainment. We want every player to stay in control of the time and money
          they spend, and we give you the tools to do it.
        </p>
      </header>
      <div className="content-layout prose">
        <section aria-labelledby="rg-commitment">
          <h2 id="rg-commitment">Our commitment</h2>
          <p>
            Play only with money you can afford to lose, never chase losses, and never treat a game as a way
            to earn money or solve financial problems. Our staff are trained to recognise signs of problem
            gambling, and our account tools apply the moment you ask for them.
          </p>
          <p>Warning signs that gambling may be becoming a problem include:</p>
          <ul>
            <li>spending more money or time on games than you planned to;</li>
            <li>borrowing money, or using money meant for bills, to play;</li>
            <li>feeling anxious, irritable or guilty about playing, or hiding it from family and friends;</li>
            <li>playing to win back money you have lost;</li>
            <li>neglecting work, study or family because of gaming.</li>
          </ul>
        </section>

        <section aria-labelledby="rg-limits">
          <h2 id="rg-limits">Self-limits</h2>
          <p>You can set personal limits on your account at any time, and the server enforces them:</p>
          <ul>
            <li>
              <strong>Entry limits</strong>: the number of games you can enter in a day, a week or 30 days.
            </li>
            <li>
              <strong>Spending limits</strong>: a daily, weekly or 30-day maximum for purchases in the
              {siteName} Store.
            </li>
          </ul>
          <p>
            A lower limit applies immediately. A request to raise or remove a limit takes effect only after a
            48-hour waiting period, so the decision is never made in the heat of the moment.
          </p>
          <p>
            <Link to="/my-account/responsible-gaming">Set your limits or exclude yourself in My Account</Link>
            . You will be asked to sign in first.
          </p>
        </section>

        <section aria-labelledby="rg-exclusion">
          <h2 id="rg-exclusion">Self-exclusion</h2>
          <p>
            If you need a break, you can exclude yourself from {siteName} for 24 hours, 7 days, 30 days, 6
            months or permanently, straight from My Account. While you are excluded you cannot enter games or
            make purchases, and you can still sign in to withdraw your balance. A self-exclusion starts at
            once and cannot be shortened or cancelled before it ends. If you cannot sign in, contact {contact}{' '}
            from the email address of your account and we will apply it for you.
          </p>
          <p>
            We also encourage you to use the self-exclusion programmes of your provincial or state lottery and
            gaming regulator, which can cover other sites and venues as well.
          </p>
        </section>

        <section aria-labelledby="rg-help">
          <h2 id="rg-help">Where to get help</h2>
          <p>Free and confidential help is available. You do not need to be in crisis to call.</p>
          <ul className="help-lines">
            {helpLines.map((line) => (
              <li key={line.name}>
                <strong>{line.name}</strong> ({line.region}): <a href={`tel:${line.tel}`}>{line.phone}</a>.{' '}
                {line.note}
              </li>
            ))}
            <li>
              <strong>National Council on Problem Gambling</strong> (United States):{' '}
              <a href="https://www.ncpgambling.org/" rel="noopener noreferrer">
                ncpgambling.org
              </a>
              , with state resources, online chat and treatment listings.
            </li>
            <li>
              <strong>Gamblers Anonymous</strong>: peer support meetings across Canada and the United States,
              at{' '}
              <a href="https://www.gamblersanonymous.org/" rel="noopener noreferrer">
                gamblersanonymous.org
              </a>
              .
            </li>
          </ul>
          <p>If you or someone you know is in immediate danger, call 911.</p>
        </section>

        <section aria-labelledby="rg-minors">
          <h2 id="rg-minors">Parental controls and under-18s</h2>
          <p>
            You must be 18 or older to create an account or play, and we may ask for proof of age before
            paying any prize. Accounts found to belong to a minor are closed and any entries are void.
          </p>
          <ul>
            <li>Do not share your password, and do not save it on a device that children use.</li>
            <li>Sign out when you finish playing on a shared computer, tablet or phone.</li>
            <li>
              Use the parental controls of your device, browser or internet provider, or filtering software,
              to block gaming sites on devices used by children.
            </li>
            <li>Keep payment cards and wallets out of reach of children.</li>
          </ul>
          <p>
            If you believe a minor is using {siteName}, tell us at {contact} and we will investigate promptly.
          </p>
        </section>

        <section aria-labelledby="rg-family">
          <h2 id="rg-family">Requests from family members</h2>
          <p>
            If a member of your family is being harmed by their gaming on {siteName}, you can ask us to review
            their account. Write to {contact} with the player&rsquo;s name and the email address they use,
            your relationship to them, and why you are concerned, for example a shared financial
            responsibility. We treat every request confidentially, may ask for supporting information, and can
            apply limits or an exclusion to the account when the request is justified.
          </p>
        </section>

        <section aria-labelledby="rg-more">
          <h2 id="rg-more">More information</h2>
          <p>
            Read our <Link to="/trust-and-safety">Trust and Safety</Link> commitments, how we protect your
            account in <Link to="/account-security">Account Security</Link>, and the rules of play in our{' '}
            <Link to="/terms-of-use">Terms of Use</Link>.
          </p>
        </section>
      </div>
    </section>
  );
}
