import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** A button that navigates inside the SPA (a link wrapping a button would nest two interactive elements). */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => navigate(to)} />;
}
