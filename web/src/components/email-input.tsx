import { MailOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';

/**
 * The e-mail field of the sign-in, sign-up and password pages: a phone shows its e-mail keyboard and
 * neither capitalises nor corrects the address. `autoComplete` is 'username' where it signs in (password
 * managers pair it with the password) and 'email' where an address is being given.
 */
export function EmailInput(props: InputProps & { autoComplete: 'username' | 'email' }) {
  return <Input prefix={<MailOutlined aria-hidden />} inputMode="email" autoCapitalize="none" spellCheck={false} placeholder="you@yourclub.org" {...props} />;
}
