import { listPublicKeys } from "#app/features/certificates/certificate-signing.server";

/**
 * `/certificate-keys.json`: every public key that has signed certificate codes, retired
 * ones included, so anyone can check a printed certificate offline (docs/certificates.md).
 */
export async function loader() {
  const keys = await listPublicKeys();
  const body = {
    algorithm: "Ed25519",
    message_format:
      "supertech-certificate-v1\\nid:{certificate_id}\\nname:{student_name}\\ncourse:{course_name}\\nissued:{YYYY-MM-DD}\\nstatus:{valid|revoked}",
    code_format: "K{key id}-{base64url Ed25519 signature of the message, 86 characters}; spaces are not part of it",
    keys,
  };
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
