import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '@/web/lib/class-names';

/** A panel that slides in from an edge: phone menus and quick forms. Radix Dialog underneath. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

type Side = 'right' | 'left' | 'bottom';

const sides: Record<Side, string> = {
  right:
    'inset-y-0 right-0 h-dvh w-[min(22rem,calc(100vw-3rem))] border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right',
  left: 'inset-y-0 left-0 h-dvh w-[min(22rem,calc(100vw-3rem))] border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t pb-[max(1.5rem,env(safe-area-inset-bottom))] data-[state=closed]:animate-sheet-out-bottom data-[state=open]:animate-sheet-in-bottom',
};

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: Side;
}

export function SheetContent({ side = 'right', className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto border-line bg-cream-50 p-5 shadow-raised',
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-cream-200 hover:text-ink-900"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex min-h-11 flex-col justify-center gap-1 pr-12', className)} {...props} />;
}
