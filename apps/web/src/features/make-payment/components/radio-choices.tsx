/** A fieldset of radio buttons, each a whole row to tap on a phone. */
export function RadioChoices<T extends string>(props: {
  legend: string;
  name: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 block font-medium text-slate-800">{props.legend}</legend>
      <div className="flex flex-col gap-1">
        {props.choices.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={props.name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
              className="size-5"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
