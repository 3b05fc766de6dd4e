// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Header values (subject, names) on one line, so a line break in a field cannot forge a header. */
export function oneLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A value inside a plain-text body: control characters dropped and continuation lines indented, so a
 * multi-line value reads as one value and cannot pass for another field.
 */
export function textValue(text: string, indent = '    '): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim().split('\n').join(`\n${indent}`);
}

/** `  Label: value`, the value made safe by `textValue`. */
export function textField(label: string, value: string | number, colon = ': '): string {
  return `  ${label}${colon}${textValue(String(value))}`;
}
