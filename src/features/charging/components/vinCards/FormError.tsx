import './vinCards.css';

/** A refusal that belongs to no one field (the server's words), above the button until the driver edits again. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="vc-form-error" role="alert">
      {message}
    </p>
  );
}
