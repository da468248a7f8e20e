import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/web/lib/class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'gold' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none ' +
  'transition-[background-color,color,border-color,box-shadow] duration-150 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ' +
  '[&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-fairway-700 text-white shadow-xs hover:bg-fairway-800 active:bg-fairway-900',
  secondary:
    'border border-line-strong bg-white text-fairway-800 shadow-xs hover:border-fairway-600 hover:bg-fairway-50',
  ghost: 'text-fairway-800 hover:bg-fairway-50 active:bg-fairway-100',
  destructive: 'bg-error-600 text-white shadow-xs hover:bg-error-700',
  gold: 'bg-gold-300 text-ink-900 shadow-xs hover:bg-gold-400',
  inverse: 'border border-white/40 text-white hover:bg-white/10',
};

// Every size keeps a tap target of at least 44 px.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 text-sm [&_svg]:size-4',
  md: 'min-h-12 px-6 text-base [&_svg]:size-5',
  lg: 'min-h-14 px-8 text-lg [&_svg]:size-5',
  icon: 'size-11 [&_svg]:size-5',
};

/** The button look, for links that should read as buttons (`<a className={buttonClasses()}>`). */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and swaps the label for `loadingText` when given. */
  loading?: boolean;
  loadingText?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
