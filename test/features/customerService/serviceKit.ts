/** The operator's reply, as POST /__mock/service/{requestNo}/reply gives it. */
export async function controlReply(requestNo: string, text: string) {
  const res = await fetch(`http://localhost/__mock/service/${requestNo}/reply`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }) });
  return (await res.json()) as { code: string; msg: string };
}
