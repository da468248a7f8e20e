import { RotateCcw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'We could not load your messages'. */
  title: string;
  onRetry: () => unknown;
  /** True while the retry is on its way. */
  retrying?: boolean;
  className?: string;
}

/** The one way a screen says its data did not arrive, and offers to try again. */
export function LoadError({ title, onRetry, retrying = false, className }: LoadErrorProps) {
  return (
    <Alert title={title} className={className}>
      <p>Please check your connection and try again.</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        loading={retrying}
        onClick={() => void onRetry()}
      >
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}
