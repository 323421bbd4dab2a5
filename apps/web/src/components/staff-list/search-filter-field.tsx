import { useDebouncedInput } from '../../lib/use-debounced-input';
import { TextField } from '../form/text-field';

interface SearchFilterFieldProps {
  label: string;
  placeholder: string;
  /** The search in the URL. */
  value: string;
  /** Applies the search: 300 ms after typing stops (docs/product.md §9), not on every keystroke. */
  onCommit: (text: string) => void;
}

/** The search box of a live filter bar (FilterBar without a submit): two columns wide from sm up. */
export function SearchFilterField({ label, placeholder, value, onCommit }: SearchFilterFieldProps) {
  const [text, setText] = useDebouncedInput(value, onCommit);
  return (
    <TextField
      className="sm:col-span-2"
      label={label}
      type="search"
      placeholder={placeholder}
      autoComplete="off"
      maxLength={100}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
