using System.Globalization;
using System.Numerics;

namespace Arbiter.V1
{
    /// <summary>
    /// Exact odds (ComputeOdds, ComputeEncounterOdds): a <see cref="Rational"/> as the fraction it
    /// is, whatever the size of its terms. An encounter's odds over many rounds do not fit the
    /// ulong <see cref="Numerator"/> and <see cref="Denominator"/> (the server sends them as 0);
    /// <see cref="ExactNumerator"/> and <see cref="ExactDenominator"/> carry every fraction in
    /// decimal digits, read here as <see cref="BigInteger"/>s.
    /// </summary>
    public sealed partial class Rational
    {
        /// <summary>The numerator in lowest terms, exactly (from a server older than the exact
        /// digits, <see cref="Numerator"/>).</summary>
        public BigInteger FractionNumerator
        {
            get { return ExactDenominator.Length > 0 ? BigInteger.Parse(ExactNumerator, CultureInfo.InvariantCulture) : new BigInteger(Numerator); }
        }

        /// <summary>The denominator in lowest terms, exactly (at least 1). A Rational from an older
        /// server that sent only the value of a fraction too large throws, never a 0/0.</summary>
        public BigInteger FractionDenominator
        {
            get
            {
                if (ExactDenominator.Length > 0)
                {
                    return BigInteger.Parse(ExactDenominator, CultureInfo.InvariantCulture);
                }
                if (Denominator == 0)
                {
                    throw new System.InvalidOperationException("only the value of a fraction too large was sent: " + Value.ToString("R", CultureInfo.InvariantCulture));
                }
                return new BigInteger(Denominator);
            }
        }

        /// <summary>"3/4" (a whole number as itself), or the value ("~0.626066") when the
        /// denominator has more than <paramref name="maxDigits"/> digits.</summary>
        public string ToFractionString(int maxDigits = 20)
        {
            BigInteger denominator = FractionDenominator;
            string numerator = FractionNumerator.ToString(CultureInfo.InvariantCulture);
            if (denominator.IsOne)
            {
                return numerator;
            }
            string digits = denominator.ToString(CultureInfo.InvariantCulture);
            if (digits.Length > maxDigits)
            {
                return "~" + Value.ToString("G6", CultureInfo.InvariantCulture);
            }
            return numerator + "/" + digits;
        }
    }
}
