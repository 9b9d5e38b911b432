import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { noticeText } from '../../lib/messages';

interface TableScrollProps {
  children: ReactNode;
  /** The region's name: `label`, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** More classes of the scrolling region (besides `table-scroll`). */
  className?: string;
}

interface Edges {
  /** Columns hidden on the left (the table was scrolled). */
  left: boolean;
  /** Columns hidden on the right. */
  right: boolean;
}

const HINT = noticeText('TABLE_SCROLLS');

/**
 * A wide table's scrolling region: focusable and named, so a keyboard scrolls it too.
 * When the table is wider than the region, each side that hides columns fades into a shadow, and a line
 * under it says "Scroll sideways to see every column" — read with the region (aria-describedby). Measured
 * on mount, on every scroll and whenever the region or its table changes size.
 */
export function TableScroll({ children, label, labelledBy, className }: TableScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });

  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const measure = () => {
      const hidden = region.scrollWidth - region.clientWidth;
      const left = hidden > 1 && region.scrollLeft > 1;
      const right = hidden > 1 && hidden - region.scrollLeft > 1;
      setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
    };
    measure();
    region.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(region);
    if (region.firstElementChild) observer?.observe(region.firstElementChild);
    return () => {
      region.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);

  const scrolls = edges.left || edges.right;
  return (
    <div className="table-scroll-box">
      <div
        className="table-scroll-frame"
        data-more-left={edges.left || undefined}
        data-more-right={edges.right || undefined}
      >
        <div
          ref={ref}
          className={className ? `table-scroll ${className}` : 'table-scroll'}
          tabIndex={0}
          role="region"
          aria-label={label}
          aria-labelledby={labelledBy}
          aria-describedby={scrolls ? hintId : undefined}
        >
          {children}
        </div>
      </div>
      {scrolls ? (
        <p className="scroll-hint" id={hintId}>
          <span aria-hidden="true">⇆ </span>
          {HINT}
        </p>
      ) : null}
    </div>
  );
}
