import { Button, type ButtonProps } from 'antd';

/** The one big button that saves a console sheet (goal, card, shoot-out): full width and thumb-high on a phone. */
export function SheetSaveButton(props: Pick<ButtonProps, 'disabled' | 'onClick' | 'children'>) {
  return <Button type="primary" size="large" block className="pm-sheet__save" {...props} />;
}
