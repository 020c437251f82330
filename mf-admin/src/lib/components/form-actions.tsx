/** The submit and cancel buttons closing an mf-admin form (document editor, user form). */
export function FormActions({
  submitLabel,
  cancelLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="admin-actions">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className="btn" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
