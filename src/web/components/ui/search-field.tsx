import { Search } from 'lucide-react';
import { Field } from './field';
import { Input } from './input';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/** A labelled search box with its magnifier, as every list with a search uses it. */
export function SearchField({ label, value, onChange, placeholder, className }: SearchFieldProps) {
  return (
    <Field label={label} className={className}>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-600"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="pl-11"
        />
      </div>
    </Field>
  );
}
