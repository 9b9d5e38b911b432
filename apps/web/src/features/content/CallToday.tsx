import { Link } from 'react-router';
import { useBrand } from '../brand';

/** Solutions and Services: Partner with us! and the brand's support phone. */
export function CallToday() {
  const phone = useBrand().supportPhone;
  return (
    <aside className="cta-band" aria-label="Contact us">
      <div>
        <p className="cta-title">Call today for an over-view of our solution and a live demo</p>
        {phone ? (
          <p className="cta-phone">
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </p>
        ) : null}
      </div>
      <Link to="/partner" className="button button-primary">
        Partner with us!
      </Link>
    </aside>
  );
}
