import { UserOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps } from 'antd';
import { useAvatar } from './api';
import { useObjectUrl } from './useObjectUrl';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'icon'> {
  /** The profile's `avatar_url`; null or absent shows the person icon. */
  avatarUrl: string | null | undefined;
}

/** The signed-in user's avatar (fetched with the session), or the person icon. */
export function UserAvatar({ avatarUrl, ...props }: UserAvatarProps) {
  const saved = useAvatar(avatarUrl);
  const src = useObjectUrl(saved.data);
  return <Avatar {...props} src={src} icon={<UserOutlined />} />;
}
