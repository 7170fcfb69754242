import { AppError, type ErrorBody } from '../../shared/app-error';
import type { Contract, ContractInput, ContractOutput } from '../../shared/contracts/define-contract';
import { peopleMessage } from './people-message';

/** A refusal from a better-auth route, with its own reason code (e.g. INVALID_TOKEN) kept. */
export class AuthRouteError extends AppError {
  constructor(
    code: AppError['code'],
    message: string,
    readonly reason: string | undefined,
  ) {
    super(code, message);
  }
}

/** A callable's refusal, its reason in sentences for people, and the fields the server named (people-message.ts). */
export class CallRefusal extends AppError {
  constructor(
    code: AppError['code'],
    message: string,
    readonly fields: readonly string[],
  ) {
    super(code, message);
  }
}

/** The fields a refusal named, for the form to mark; none for any other error. */
export function refusedFields(error: unknown): readonly string[] {
  return error instanceof CallRefusal ? error.fields : [];
}

/** Our API's `{ error }` answer as the site shows it. */
export function refusalFromBody(body: ErrorBody): CallRefusal {
  const { text, fields } = peopleMessage(body.message);
  return new CallRefusal(AppError.fromBody(body).code, text, fields);
}

async function readError(response: Response): Promise<AppError> {
  const body = (await response.json().catch(() => null)) as { error?: ErrorBody; message?: string; code?: unknown } | null;
  if (body?.error) return refusalFromBody(body.error);
  // better-auth answers {message, code} rather than our {error}.
  if (body?.message) {
    const code = response.status === 429 ? 'resource-exhausted' : response.status === 401 ? 'unauthenticated' : 'invalid-argument';
    return new AuthRouteError(code, body.message, typeof body.code === 'string' ? body.code : undefined);
  }
  return new AppError(response.status >= 500 ? 'internal' : 'invalid-argument', `The server answered ${response.status}. Please try again.`);
}

async function post(path: string, body: unknown): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AppError('unavailable', 'Could not reach Meshmandi. Check your connection and try again.');
  }
}

/** Calls a callable function (POST /api/fn/{name}); a failure comes back as the server's AppError. */
export async function callFunction<C extends Contract>(contract: C, data?: ContractInput<C>): Promise<ContractOutput<C>> {
  return callByName<C>(contract.name, data);
}

/**
 * The same call by name, typed from the contract with `import type`: code in the first bundle
 * uses this so that zod (the contracts' runtime) stays out of it.
 */
export async function callByName<C extends Contract>(name: C['name'], data?: ContractInput<C>): Promise<ContractOutput<C>> {
  const response = await post(`/api/fn/${name}`, data === undefined ? {} : { data });
  if (!response.ok) throw await readError(response);
  return ((await response.json()) as { result: ContractOutput<C> }).result;
}

/** Calls a better-auth route under /api/auth (sign-in, sign-up, password changes…). */
export async function callAuth<T = unknown>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await post(`/api/auth${path}`, body);
  if (!response.ok) throw await readError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export function errorMessage(error: unknown): string {
  return error instanceof AppError ? error.message : 'An unexpected error occurred';
}
