// Written by scripts/editor-styles.mjs from users.module.css: do not edit; run `npm run editor-styles`.
import { addEditorStyles } from '@/editor/ui/editor-styles';

addEditorStyles("editor/dashboard/users/users.module.css", ".ed-NHCFtq_users{color:#1a1a1a;flex-direction:column;gap:1rem;display:flex}.ed-NHCFtq_notice{color:#1b5e20;min-height:1.5rem;margin:0;font-weight:600}.ed-NHCFtq_notice:empty{min-height:0}.ed-NHCFtq_tableScroll{overflow-x:auto}.ed-NHCFtq_tableScroll[aria-busy=true]{cursor:progress;box-shadow:inset 0 3px #1d4ed8}.ed-NHCFtq_table tbody th,.ed-NHCFtq_table tbody td{vertical-align:middle}.ed-NHCFtq_table tbody th{white-space:normal;background:0 0}.ed-NHCFtq_nameCell{font-weight:600}.ed-NHCFtq_you{color:#4b5563;font-weight:400}.ed-NHCFtq_email{word-break:break-all}.ed-NHCFtq_nowrap{white-space:nowrap}.ed-NHCFtq_status{white-space:nowrap;border-radius:999px;padding:.125rem .5rem;font-size:.8125rem;font-weight:600;display:inline-block}.ed-NHCFtq_statusActive{color:#1b5e20;background:#e6f4ea}.ed-NHCFtq_statusInvited{color:#6b4200;background:#fff4d6}.ed-NHCFtq_statusDeactivated{color:#374151;background:#eceff1}.ed-NHCFtq_rowActions{flex-wrap:wrap;gap:.5rem;display:flex}.ed-NHCFtq_button,.ed-NHCFtq_primary{color:#14213d;font:inherit;cursor:pointer;white-space:nowrap;background:#fff;border:1px solid #14213d;border-radius:.375rem;padding:.375rem .875rem}.ed-NHCFtq_primary{color:#fff;background:#14213d;padding:.5rem 1rem}.ed-NHCFtq_button[aria-disabled=true],.ed-NHCFtq_primary[aria-disabled=true]{opacity:.6;cursor:progress}.ed-NHCFtq_button:focus-visible,.ed-NHCFtq_primary:focus-visible,.ed-NHCFtq_input:focus-visible,.ed-NHCFtq_role input:focus-visible{outline-offset:2px;outline:3px solid #2563eb}.ed-NHCFtq_invite{background:#f9fafb;border:1px solid #d1d5db;border-radius:.5rem;max-width:40rem;padding:1rem 1.25rem}.ed-NHCFtq_heading{margin:0 0 .5rem;font-size:1.125rem}.ed-NHCFtq_inviteFields{grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:0 1rem;display:grid}.ed-NHCFtq_field{flex-direction:column;gap:.25rem;margin-top:.75rem;display:flex}.ed-NHCFtq_label,.ed-NHCFtq_legend{font-weight:600}.ed-NHCFtq_input{box-sizing:border-box;color:#1a1a1a;width:100%;font:inherit;background:#fff;border:1px solid #6b7280;border-radius:.375rem;padding:.5rem}.ed-NHCFtq_input[aria-invalid=true]{border-color:#b00020}.ed-NHCFtq_roles{border:0;min-width:0;margin:.875rem 0 0;padding:0}.ed-NHCFtq_legend{margin-bottom:.25rem;padding:0}.ed-NHCFtq_role{grid-template-columns:auto 1fr;align-items:center;column-gap:.5rem;padding:.25rem 0;display:grid}.ed-NHCFtq_role input{width:1.125rem;height:1.125rem;margin:0}.ed-NHCFtq_role label{cursor:pointer;font-weight:600}.ed-NHCFtq_roleHelp{color:#4b5563;grid-column:2;font-size:.8125rem}.ed-NHCFtq_fieldError,.ed-NHCFtq_formError{color:#b00020;margin:.25rem 0 0;font-size:.875rem}.ed-NHCFtq_formError{margin-top:.75rem;font-size:1rem}.ed-NHCFtq_actions{flex-wrap:wrap;align-items:center;gap:.75rem;margin-top:1rem;display:flex}.ed-NHCFtq_success{color:#1b5e20;margin:0;font-weight:600}.ed-NHCFtq_hint{color:#374151;margin:0}.ed-NHCFtq_error{color:#8a1c12;background:#fdecea;border-radius:.375rem;padding:.75rem 1rem}.ed-NHCFtq_error p{margin:0 0 .5rem}");

const styles: Readonly<Record<string, string>> = {
  actions: "ed-NHCFtq_actions",
  button: "ed-NHCFtq_button",
  email: "ed-NHCFtq_email",
  error: "ed-NHCFtq_error",
  field: "ed-NHCFtq_field",
  fieldError: "ed-NHCFtq_fieldError",
  formError: "ed-NHCFtq_formError",
  heading: "ed-NHCFtq_heading",
  hint: "ed-NHCFtq_hint",
  input: "ed-NHCFtq_input",
  invite: "ed-NHCFtq_invite",
  inviteFields: "ed-NHCFtq_inviteFields",
  label: "ed-NHCFtq_label",
  legend: "ed-NHCFtq_legend",
  nameCell: "ed-NHCFtq_nameCell",
  notice: "ed-NHCFtq_notice",
  nowrap: "ed-NHCFtq_nowrap",
  primary: "ed-NHCFtq_primary",
  role: "ed-NHCFtq_role",
  roleHelp: "ed-NHCFtq_roleHelp",
  roles: "ed-NHCFtq_roles",
  rowActions: "ed-NHCFtq_rowActions",
  status: "ed-NHCFtq_status",
  statusActive: "ed-NHCFtq_statusActive",
  statusDeactivated: "ed-NHCFtq_statusDeactivated",
  statusInvited: "ed-NHCFtq_statusInvited",
  success: "ed-NHCFtq_success",
  table: "ed-NHCFtq_table",
  tableScroll: "ed-NHCFtq_tableScroll",
  users: "ed-NHCFtq_users",
  you: "ed-NHCFtq_you",
};
export default styles;
