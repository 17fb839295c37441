// The <option>s of a select whose choices are listed as { value, label } (header types, redirect types, …).
export function Options({ choices }: { choices: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
