import { ChoiceRadios } from '@/ui/form/ChoiceRadios';

interface Props {
  /** The id of the first radio (focus goes there when nothing was chosen). */
  id: string;
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** 问题分类 as chips in a named group (the kit's radios: each chip a real radio the keyboard reaches). */
export function CategoryField({ id, categories, value, onChange, error, disabled }: Props) {
  return (
    <ChoiceRadios
      id={id}
      legend="问题分类"
      choices={categories.map((c) => ({ value: c, label: c }))}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      chips
    />
  );
}
