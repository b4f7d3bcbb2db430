// proto3 JSON for the generated Arbiter.V1 classes (Runtime/Generated, scripts/gen_csharp.py): the
// scalar rules each generated ToJson/MergeFrom calls, and parsing and formatting text. On
// Newtonsoft.Json's JObject only (Unity's com.unity.nuget.newtonsoft-json 13.x; the suite compiles
// it against Debian's 6.0.8, so only API both have is used), without reflection.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace Arbiter
{
    /// <summary>A generated Arbiter.V1 message: its proto3 JSON out and in.</summary>
    public interface IArbiterMessage
    {
        /// <summary>The message as proto3 JSON: lowerCamelCase names, defaults left out.</summary>
        JObject ToJson();

        /// <summary>
        /// Reads proto3 JSON into the message: either field name (lowerCamelCase or the proto's),
        /// 64-bit integers from strings or numbers, enums from names or numbers, null as the
        /// default. A property this version does not know, or an enum name it does not know, is
        /// kept and written back by ToJson, so a state from a newer server passes through unchanged.
        /// </summary>
        void MergeFrom(JObject json);
    }

    /// <summary>Parses and formats proto3 JSON for the generated messages.</summary>
    public static class ArbiterJson
    {
        /// <summary>The message's proto3 JSON text, on one line.</summary>
        public static string Format(IArbiterMessage message)
        {
            return message.ToJson().ToString(Formatting.None);
        }

        /// <summary>A message from its proto3 JSON text; FormatException when it is not one.</summary>
        public static T Parse<T>(string json) where T : IArbiterMessage, new()
        {
            return Read<T>(ParseObject(json));
        }

        /// <summary>A JSON object from text, strings left as strings (Newtonsoft would make dates of some).</summary>
        public static JObject ParseObject(string json)
        {
            using (JsonTextReader reader = new JsonTextReader(new StringReader(json)))
            {
                reader.DateParseHandling = DateParseHandling.None;
                try
                {
                    return ReadObject(JToken.ReadFrom(reader));
                }
                catch (JsonException e)
                {
                    throw new FormatException("not JSON: " + e.Message, e);
                }
            }
        }

        /// <summary>A JSON object from UTF-8 bytes.</summary>
        public static JObject ParseObject(byte[] utf8)
        {
            return ParseObject(Encoding.UTF8.GetString(utf8));
        }

        /// <summary>A message read from a JSON object token.</summary>
        public static T Read<T>(JToken token) where T : IArbiterMessage, new()
        {
            T message = new T();
            message.MergeFrom(ReadObject(token));
            return message;
        }

        internal static JObject ReadObject(JToken token)
        {
            JObject json = token as JObject;
            if (json == null)
            {
                throw Wrong(token, "an object");
            }
            return json;
        }

        internal static JArray ReadArray(JToken token)
        {
            JArray json = token as JArray;
            if (json == null)
            {
                throw Wrong(token, "an array");
            }
            return json;
        }

        internal static int ReadInt32(JToken token)
        {
            return (int)ReadIntegral(token, int.MinValue, int.MaxValue);
        }

        internal static uint ReadUInt32(JToken token)
        {
            return (uint)ReadIntegral(token, uint.MinValue, uint.MaxValue);
        }

        internal static long ReadInt64(JToken token)
        {
            return (long)ReadIntegral(token, long.MinValue, long.MaxValue);
        }

        internal static ulong ReadUInt64(JToken token)
        {
            return (ulong)ReadIntegral(token, ulong.MinValue, ulong.MaxValue);
        }

        internal static double ReadDouble(JToken token)
        {
            if (token.Type == JTokenType.Float || (token.Type == JTokenType.Integer && ((JValue)token).Value is IConvertible))
            {
                return Convert.ToDouble(((JValue)token).Value, CultureInfo.InvariantCulture);
            }
            string text = NumberText(token);
            switch (text)
            {
                case "NaN": return double.NaN;
                case "Infinity": return double.PositiveInfinity;
                case "-Infinity": return double.NegativeInfinity;
            }
            double value;
            if (!double.TryParse(text, NumberStyles.Float, CultureInfo.InvariantCulture, out value))
            {
                throw Wrong(token, "a number");
            }
            return value;
        }

        internal static float ReadFloat(JToken token)
        {
            return (float)ReadDouble(token);
        }

        internal static bool ReadBool(JToken token)
        {
            if (token.Type != JTokenType.Boolean)
            {
                throw Wrong(token, "true or false");
            }
            return (bool)token;
        }

        internal static string ReadString(JToken token)
        {
            if (token.Type != JTokenType.String)
            {
                throw Wrong(token, "a string");
            }
            return (string)token;
        }

        internal static byte[] ReadBytes(JToken token)
        {
            // Standard or URL-safe base64, padded or not: proto3 JSON accepts either.
            return ProtoWire.FromBase64(ReadString(token).Replace('-', '+').Replace('_', '/'));
        }

        /// <summary>An enum given as its number (proto3 JSON accepts one); false for a name.</summary>
        internal static bool TryReadEnumNumber(JToken token, out int number)
        {
            number = 0;
            if (token.Type != JTokenType.Integer)
            {
                return false;
            }
            number = ReadInt32(token);
            return true;
        }

        /// <summary>Adds a list's values under <paramref name="key"/>, unless it is empty (proto3 JSON leaves that out).</summary>
        internal static void AddList<T>(JObject json, string key, List<T> values, Func<T, JToken> write)
        {
            if (values.Count == 0)
            {
                return;
            }
            JArray list = new JArray();
            foreach (T value in values)
            {
                list.Add(write(value));
            }
            json.Add(key, list);
        }

        /// <summary>Adds a map's entries under <paramref name="key"/>, unless it is empty.</summary>
        internal static void AddMap<T>(JObject json, string key, Dictionary<string, T> values, Func<T, JToken> write)
        {
            if (values.Count == 0)
            {
                return;
            }
            JObject map = new JObject();
            foreach (KeyValuePair<string, T> entry in values)
            {
                map.Add(entry.Key, write(entry.Value));
            }
            json.Add(key, map);
        }

        /// <summary>Reads a JSON array's items into a list.</summary>
        internal static void ReadList<T>(JToken token, List<T> values, Func<JToken, T> read)
        {
            foreach (JToken item in ReadArray(token))
            {
                values.Add(read(item));
            }
        }

        /// <summary>Reads a JSON object's entries into a map.</summary>
        internal static void ReadMap<T>(JToken token, Dictionary<string, T> values, Func<JToken, T> read)
        {
            foreach (JProperty entry in ReadObject(token).Properties())
            {
                values[entry.Name] = read(entry.Value);
            }
        }

        /// <summary>Reads one enum value (a generated EnumJson.TryRead); false for a name it does not know.</summary>
        internal delegate bool EnumReader<T>(JToken token, out T value);

        /// <summary>A list of enums, added only when every one is known (else the property is kept as it came).</summary>
        internal static bool TryReadEnumList<T>(JToken token, List<T> values, EnumReader<T> read)
        {
            List<T> known = new List<T>();
            foreach (JToken item in ReadArray(token))
            {
                T value;
                if (!read(item, out value))
                {
                    return false;
                }
                known.Add(value);
            }
            values.AddRange(known);
            return true;
        }

        /// <summary>A map of enums, added only when every value is known.</summary>
        internal static bool TryReadEnumMap<T>(JToken token, Dictionary<string, T> values, EnumReader<T> read)
        {
            Dictionary<string, T> known = new Dictionary<string, T>();
            foreach (JProperty entry in ReadObject(token).Properties())
            {
                T value;
                if (!read(entry.Value, out value))
                {
                    return false;
                }
                known[entry.Name] = value;
            }
            foreach (KeyValuePair<string, T> entry in known)
            {
                values[entry.Key] = entry.Value;
            }
            return true;
        }

        internal static JToken Number(long value)
        {
            return new JValue(value);
        }

        /// <summary>64-bit integers are strings in proto3 JSON (a JSON number loses precision past 2^53).</summary>
        internal static JToken Int64(long value)
        {
            return new JValue(value.ToString(CultureInfo.InvariantCulture));
        }

        internal static JToken UInt64(ulong value)
        {
            return new JValue(value.ToString(CultureInfo.InvariantCulture));
        }

        internal static JToken Double(double value)
        {
            if (double.IsNaN(value))
            {
                return new JValue("NaN");
            }
            if (double.IsInfinity(value))
            {
                return new JValue(value > 0 ? "Infinity" : "-Infinity");
            }
            return new JValue(value);
        }

        internal static JToken Bool(bool value)
        {
            return new JValue(value);
        }

        internal static JToken String(string value)
        {
            return new JValue(value);
        }

        internal static JToken Bytes(byte[] value)
        {
            return new JValue(Convert.ToBase64String(value));
        }

        /// <summary>Adds a property the message does not know to its store of them (made on first use).</summary>
        internal static JObject Keep(JObject unknown, JProperty property)
        {
            JObject store = unknown ?? new JObject();
            store[property.Name] = property.Value.DeepClone();
            return store;
        }

        /// <summary>Writes the kept properties back, unless the message wrote the same name itself.</summary>
        internal static void AddUnknown(JObject json, JObject unknown)
        {
            if (unknown == null)
            {
                return;
            }
            foreach (JProperty property in unknown.Properties())
            {
                if (json.Property(property.Name) == null)
                {
                    json.Add(property.Name, property.Value.DeepClone());
                }
            }
        }

        /// <summary>An integer from a JSON number or a string (proto3 JSON allows both, and 1.0 or 1e2).</summary>
        private static decimal ReadIntegral(JToken token, decimal min, decimal max)
        {
            decimal value;
            if (!decimal.TryParse(NumberText(token), NumberStyles.Float, CultureInfo.InvariantCulture, out value)
                || value != decimal.Truncate(value) || value < min || value > max)
            {
                throw Wrong(token, "an integer from " + min + " to " + max);
            }
            return value;
        }

        private static string NumberText(JToken token)
        {
            JValue value = token as JValue;
            if (value == null || !(value.Type == JTokenType.Integer || value.Type == JTokenType.Float || value.Type == JTokenType.String))
            {
                throw Wrong(token, "a number");
            }
            // Convert handles long, double and the BigInteger Newtonsoft makes of a larger number.
            return Convert.ToString(value.Value, CultureInfo.InvariantCulture);
        }

        private static FormatException Wrong(JToken token, string expected)
        {
            return new FormatException(string.Format("{0}: expected {1}, got {2}", token.Path, expected, token.ToString(Formatting.None)));
        }
    }
}
