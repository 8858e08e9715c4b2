import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/class-names';

type CardProps = ComponentProps<'div'> & {
  /**
   * `article` for a card that stands on its own in a list (a hostel, a room); `section` for one
   * part of a page under its own heading (a profile's Hostel Information).
   */
  as?: 'div' | 'article' | 'section';
};

export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return (
    <Element
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}

/**
 * A card's buttons, pushed to its foot (the card must be a flex column), so they line up across
 * a row of cards of different heights.
 */
export function CardActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-auto pt-4">
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        {children}
      </div>
    </div>
  );
}
