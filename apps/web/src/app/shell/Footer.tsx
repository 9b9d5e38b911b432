import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';

const links = [
  { to: '/faq', label: 'FAQs' },
  { to: '/about-us', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/solutions', label: 'Solutions' },
  { to: '/responsible-gaming', label: 'Responsible Gaming' },
  { to: '/terms-of-use', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/trust-and-safety', label: 'Trust and Safety' },
  { to: '/account-security', label: 'Account Security' },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <Link to="/" className="brand" aria-label="Powerplay home">
          <Logo />
        </Link>
        <nav aria-label="Footer">
          <ul className="footer-links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer-note">
          Players must be 18 or older. Play responsibly:{' '}
          <Link to="/responsible-gaming">get help and set limits</Link>.
        </p>
        <p className="copyright">© 2021 Powerplay. All rights reserved.</p>
      </div>
    </footer>
  );
}
