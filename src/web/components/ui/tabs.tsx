import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, useContext } from 'react';
import { cn } from '@/web/lib/class-names';

/**
 * Tabs in three looks sharing Radix behaviour: 'pill' (a segmented control inside a card), 'underline'
 * (a section bar) and 'sidebar' (a vertical list of sections).
 */
export type TabsVariant = 'pill' | 'underline' | 'sidebar';

const VariantContext = createContext<TabsVariant>('pill');

export const Tabs = TabsPrimitive.Root;

const listStyles: Record<TabsVariant, string> = {
  pill: 'inline-flex w-full items-center gap-1 rounded-full bg-cream-200 p-1',
  underline: 'flex w-full items-stretch gap-1 overflow-x-auto border-b border-line',
  sidebar: 'flex w-full flex-col gap-1',
};

const triggerStyles: Record<TabsVariant, string> = {
  pill:
    'min-h-11 flex-1 justify-center rounded-full px-4 text-base text-ink-600 hover:text-ink-900 ' +
    'data-[state=active]:bg-white data-[state=active]:text-fairway-800 data-[state=active]:shadow-xs',
  underline:
    '-mb-px min-h-12 justify-center border-b-[3px] border-transparent px-4 text-base text-ink-600 whitespace-nowrap ' +
    'hover:text-ink-900 data-[state=active]:border-gold-400 data-[state=active]:text-fairway-800',
  sidebar:
    'min-h-11 w-full justify-start rounded-md px-3 text-left text-base text-ink-700 ' +
    'hover:bg-cream-200 hover:text-ink-900 data-[state=active]:bg-fairway-700 data-[state=active]:text-white',
};

interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  variant?: TabsVariant;
}

export function TabsList({ variant = 'pill', className, ...props }: TabsListProps) {
  return (
    <VariantContext.Provider value={variant}>
      <TabsPrimitive.List className={cn(listStyles[variant], className)} {...props} />
    </VariantContext.Provider>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = useContext(VariantContext);
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center gap-2.5 font-semibold transition-colors duration-150 [&_svg]:size-5 [&_svg]:shrink-0',
        triggerStyles[variant],
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('focus-visible:outline-offset-4', className)} {...props} />;
}
