import defaultAvatar from '../../assets/default-avatar.svg';

/** The user's image, or the default image when the id is 0 or the image is empty. */
export function avatarSource(user: { id: number; img: string } | null): string {
  if (!user || user.id === 0 || !user.img) return defaultAvatar;
  return user.img;
}
