"use client";

import { useId, useState, type FormEvent } from "react";
import useSWR from "swr";
import type {
  ApiTokenScope,
  ApiTokensResponse,
  ApiTokenView,
  CreatedApiTokenResponse,
} from "@/lib/contracts/api-tokens";
import { api, errorMessage, getJson } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { LoadError } from "@/components/ui/LoadError";
import { Loading } from "@/components/ui/Loading";
import { Spinner } from "@/components/ui/Spinner";
import { fieldLabelClass } from "@/components/ui/TextField";
import { linkClass } from "@/components/ui/link-styles";
import { formatDate } from "./format";
import { sectionClass, sectionHeadingClass } from "./styles";

export const API_TOKENS_KEY = "/api/accounts/api-tokens/";
export const TOKENS_LOAD_FAILED = "Failed to load your API tokens. Please try again.";
export const TOKEN_CREATE_FAILED = "Failed to create the token. Please try again.";
export const TOKEN_REVOKE_FAILED = "Failed to revoke the token. Please try again.";
export const TOKEN_SHOWN_ONCE = "Copy this token now: it will not be shown again.";
export const TOKEN_COPIED = "Token copied.";
export const TOKEN_REVOKED = "Token revoked.";

const SCOPE_LABEL: Record<ApiTokenScope, string> = { read: "Read only", read_write: "Read and write" };

function useApiTokens() {
  const { data, error, isLoading, mutate } = useSWR<ApiTokensResponse, Error>(API_TOKENS_KEY, (key: string) =>
    getJson<ApiTokensResponse>(key, TOKENS_LOAD_FAILED),
  );
  return { data, error: error ? TOKENS_LOAD_FAILED : null, isLoading, mutate };
}

/**
 * Personal access tokens for the API and MCP clients: create one (name and scope) and copy it
 * once, see each with when it was created and last used, and revoke it (it stops at once).
 */
export function ApiTokensSection() {
  const { data, error, isLoading, mutate } = useApiTokens();
  const [created, setCreated] = useState<string | null>(null);
  const atLimit = data ? data.tokens.length >= data.limit : false;

  return (
    <section id="api-tokens" aria-labelledby="api-tokens-title" className={sectionClass}>
      <h2 id="api-tokens-title" tabIndex={-1} className={sectionHeadingClass}>
        API tokens
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Use IdeaForge from scripts and AI assistants (MCP) with your plan&apos;s credits and limits. See the{" "}
        <a href="/docs/api" className={linkClass}>
          API reference
        </a>
        . Changing or resetting your password revokes every token.
      </p>
      {created ? <NewTokenPanel token={created} onDone={() => setCreated(null)} /> : null}
      <CreateTokenForm
        disabled={atLimit}
        limit={data?.limit}
        onCreated={(result) => {
          setCreated(result.token);
          void mutate();
        }}
      />
      <div className="mt-6">
        {error && !data ? <LoadError message={error} onRetry={() => void mutate()} /> : null}
        {isLoading && !data ? <Loading label="Loading API tokens..." /> : null}
        {data ? <TokenList tokens={data.tokens} limit={data.limit} onRevoked={() => void mutate()} /> : null}
      </div>
    </section>
  );
}

function CreateTokenForm({
  disabled,
  limit,
  onCreated,
}: {
  disabled: boolean;
  limit: number | undefined;
  onCreated: (result: CreatedApiTokenResponse) => void;
}) {
  const nameId = useId();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiTokenScope>("read");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const res = await api<CreatedApiTokenResponse>(API_TOKENS_KEY, { method: "POST", body: { name, scope } });
      if (res.ok && res.data) {
        setName("");
        onCreated(res.data);
      } else setProblem(errorMessage(res, TOKEN_CREATE_FAILED));
    } catch {
      setProblem(TOKEN_CREATE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 space-y-4" aria-label="Create an API token">
      <div>
        <label htmlFor={nameId} className={fieldLabelClass}>
          Token name
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          required
          placeholder="e.g. Research script"
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
      </div>
      <fieldset>
        <legend className={fieldLabelClass}>Access</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {(Object.keys(SCOPE_LABEL) as ApiTokenScope[]).map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="api-token-scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              {SCOPE_LABEL[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {problem ? <FormAlert message={problem} /> : null}
      {disabled && limit ? (
        <p className="text-sm text-slate-600">
          You have {limit} tokens, the most allowed. Revoke one to create another.
        </p>
      ) : null}
      <button type="submit" disabled={busy || disabled} aria-busy={busy} className={primaryButtonClass}>
        {busy ? <Spinner /> : null}
        Create token
      </button>
    </form>
  );
}

/** The new token, shown this once, with a copy button. */
function NewTokenPanel({ token, onDone }: { token: string; onDone: () => void }) {
  const fieldId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      notify.success(TOKEN_COPIED);
    } catch {
      document.getElementById(fieldId)?.focus();
    }
  }
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-medium text-amber-900">{TOKEN_SHOWN_ONCE}</p>
      <label htmlFor={fieldId} className="sr-only">
        Your new API token
      </label>
      <input
        id={fieldId}
        readOnly
        value={token}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-2 block w-full rounded-md border border-amber-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className={primaryButtonClass}>
          Copy token
        </button>
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          Done
        </button>
      </div>
    </div>
  );
}

function TokenList({ tokens, limit, onRevoked }: { tokens: ApiTokenView[]; limit: number; onRevoked: () => void }) {
  if (tokens.length === 0) return <p className="text-sm text-slate-600">No API tokens yet.</p>;
  return (
    <>
      <p className="text-sm text-slate-600">
        {tokens.length} of {limit} tokens
      </p>
      <ul aria-label="Your API tokens" className="mt-2 divide-y divide-slate-100">
        {tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoked={onRevoked} />
        ))}
      </ul>
    </>
  );
}

function TokenRow({ token, onRevoked }: { token: ApiTokenView; onRevoked: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function revoke() {
    setBusy(true);
    try {
      const res = await api(`${API_TOKENS_KEY}${token.id}/`, { method: "DELETE" });
      if (res.ok || res.status === 404) {
        notify.success(TOKEN_REVOKED);
        onRevoked();
      } else notify.error(errorMessage(res, TOKEN_REVOKE_FAILED));
    } catch {
      notify.error(TOKEN_REVOKE_FAILED);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{token.name}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="font-mono">{token.hint}…</span>
          <span>{SCOPE_LABEL[token.scope]}</span>
          <span>Created {formatDate(token.created_at)}</span>
          <span>Last used {formatDate(token.last_used_at) ?? "never"}</span>
        </p>
      </div>
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void revoke()}
            disabled={busy}
            aria-busy={busy}
            className={dangerButtonClass}
          >
            {busy ? <Spinner /> : null}
            Revoke now<span className="sr-only"> {token.name}</span>
          </button>
          <button type="button" onClick={() => setConfirming(false)} disabled={busy} className={secondaryButtonClass}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className={dangerButtonClass}>
          Revoke<span className="sr-only"> {token.name}</span>
        </button>
      )}
    </li>
  );
}
