import { readToken } from '../../lib/session';

/** What PUT and DELETE /api/avatar answer: the avatar URL from now on, or why not. */
type AvatarAnswer = { avatar?: string; message?: string };

async function avatarCall(method: 'PUT' | 'DELETE', file?: File): Promise<string> {
  const response = await fetch('/api/avatar', {
    method,
    headers: {
      authorization: readToken(),
      ...(file ? { 'content-type': file.type || 'application/octet-stream' } : {}),
    },
    body: file ?? null,
  });
  const answer = (await response.json().catch(() => ({}))) as AvatarAnswer;
  if (!response.ok || !answer.avatar) throw new Error(answer.message ?? `Error ${response.status}`);
  return answer.avatar;
}

/** Uploads a picture (the server checks, squares and stores it); answers the new avatar URL. */
export const uploadAvatar = (file: File) => avatarCall('PUT', file);

/** Goes back to the drawn avatar; answers its URL. */
export const removeAvatar = () => avatarCall('DELETE');
