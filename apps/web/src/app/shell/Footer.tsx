import { copyrightText } from '@powerplay/contracts';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { useBrand } from '../../features/brand';

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
  const brand = useBrand();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <Link to="/" className="brand" aria-label={`${brand.siteName} home`}>
          <Logo name={brand.siteName} imageUrl={brand.logo?.url} />
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
        <p className="footer-contact">
          Support: <a href={`tel:${brand.supportPhone.replace(/[^+\d]/g, '')}`}>{brand.supportPhone}</a> ·{' '}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
        </p>
        <p className="copyright">
          {copyrightText(new Date().getFullYear(), brand.copyrightHolder, brand.legalEntity)}
        </p>
      </div>
    </footer>
  );
}
