// The Casbin model: RBAC with domains, the domain being the company. A user holds roles in a
// company (g), a role grants permission codes in that company (p), and g2 marks a user who passes
// every guard (the super administrator flag, or the organisation's authorised administrator).
// The matcher applies the specification's guard: a held code that contains the required one.
export const MODEL = `
[request_definition]
r = sub, dom, obj

[policy_definition]
p = sub, dom, obj

[role_definition]
g = _, _, _
g2 = _, _

[policy_effect]
e = some(where (p.eft == allow))

[matchers]
m = g2(r.sub, "unrestricted") || (g(r.sub, p.sub, r.dom) && r.dom == p.dom && codeContains(p.obj, r.obj))
`;
