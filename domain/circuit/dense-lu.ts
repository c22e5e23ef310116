// A dense linear solve with partial pivoting: circuits have at most CIRCUIT_LIMITS.maxParts parts,
// so a few hundred unknowns at worst, and a dense matrix is simpler and fast enough
// (docs/decisions/0235-the-lab-runs-its-own-circuit-engine.md).

/**
 * Solves `matrix · x = rhs` in place: `matrix` (n × n, row-major) is destroyed, `rhs` becomes x.
 * Returns false when the matrix is singular.
 */
export function solveDense(matrix: Float64Array, rhs: Float64Array, n: number): boolean {
  for (let col = 0; col < n; col++) {
    let pivotRow = col;
    let pivotSize = Math.abs(matrix[col * n + col]!);
    for (let row = col + 1; row < n; row++) {
      const size = Math.abs(matrix[row * n + col]!);
      if (size > pivotSize) {
        pivotSize = size;
        pivotRow = row;
      }
    }
    if (!(pivotSize > 1e-300)) return false;
    if (pivotRow !== col) {
      for (let k = col; k < n; k++) {
        const a = col * n + k;
        const b = pivotRow * n + k;
        const t = matrix[a]!;
        matrix[a] = matrix[b]!;
        matrix[b] = t;
      }
      const t = rhs[col]!;
      rhs[col] = rhs[pivotRow]!;
      rhs[pivotRow] = t;
    }
    const pivot = matrix[col * n + col]!;
    for (let row = col + 1; row < n; row++) {
      const factor = matrix[row * n + col]! / pivot;
      if (factor === 0) continue;
      for (let k = col + 1; k < n; k++) matrix[row * n + k]! -= factor * matrix[col * n + k]!;
      rhs[row]! -= factor * rhs[col]!;
    }
  }
  for (let row = n - 1; row >= 0; row--) {
    let sum = rhs[row]!;
    for (let k = row + 1; k < n; k++) sum -= matrix[row * n + k]! * rhs[k]!;
    rhs[row] = sum / matrix[row * n + row]!;
  }
  return true;
}
