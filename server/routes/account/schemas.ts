import { Type } from '@sinclair/typebox';
import { Text } from '../../schemas/common';

export const ForgotPasswordBody = Type.Object({ email: Text(300) });
export const ResetPasswordBody = Type.Object({ token: Text(200), password: Text(300) });
export const DeleteAccountBody = Type.Object({ password: Text(300) });
export const AvatarParams = Type.Object({ name: Type.String({ pattern: '^[a-f0-9]{32}\\.jpg$' }) });
