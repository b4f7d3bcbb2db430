// Arbiter's errors as one typed exception: the Connect (= gRPC) status code, the message, the
// call's request id, and the google.rpc details the server attaches (ErrorInfo's reason and
// metadata, BadRequest's field paths, PreconditionFailure's rulings), decoded from the Connect
// error JSON (a unary call's body, or a stream's end message). A body that is not Connect error
// JSON (a proxy's 502 page) becomes an error from its HTTP status, per the Connect spec. No
// UnityEngine and no Google.Protobuf: the suite compiles and runs this file.
using System;
using System.Collections.Generic;
using System.Text;
using Newtonsoft.Json.Linq;

namespace Arbiter
{
    /// <summary>The 16 error codes of Connect and gRPC, with gRPC's numbers.</summary>
    public enum ArbiterCode
    {
        Canceled = 1,
        Unknown = 2,
        InvalidArgument = 3,
        DeadlineExceeded = 4,
        NotFound = 5,
        AlreadyExists = 6,
        PermissionDenied = 7,
        ResourceExhausted = 8,
        FailedPrecondition = 9,
        Aborted = 10,
        OutOfRange = 11,
        Unimplemented = 12,
        Internal = 13,
        Unavailable = 14,
        DataLoss = 15,
        Unauthenticated = 16,
    }

    /// <summary>Connect's names of the codes and the code of an HTTP status.</summary>
    public static class ArbiterCodes
    {
        // Index = code - 1: the "code" strings of Connect error JSON.
        private static readonly string[] Names =
        {
            "canceled", "unknown", "invalid_argument", "deadline_exceeded", "not_found",
            "already_exists", "permission_denied", "resource_exhausted", "failed_precondition",
            "aborted", "out_of_range", "unimplemented", "internal", "unavailable", "data_loss",
            "unauthenticated",
        };

        /// <summary>The code's Connect name, e.g. "invalid_argument" (gRPC's is its upper case).</summary>
        public static string ConnectName(ArbiterCode code)
        {
            return Names[(int)code - 1];
        }

        /// <summary>The code a Connect name stands for; false for a name that is none.</summary>
        public static bool TryParse(string name, out ArbiterCode code)
        {
            int index = Array.IndexOf(Names, name);
            code = (ArbiterCode)(index + 1);
            return index >= 0;
        }

        /// <summary>The code of an HTTP status whose body is not Connect error JSON (the Connect spec's table).</summary>
        public static ArbiterCode FromHttpStatus(int status)
        {
            switch (status)
            {
                case 400: return ArbiterCode.Internal;
                case 401: return ArbiterCode.Unauthenticated;
                case 403: return ArbiterCode.PermissionDenied;
                case 404: return ArbiterCode.Unimplemented;
                case 429:
                case 502:
                case 503:
                case 504: return ArbiterCode.Unavailable;
                default: return ArbiterCode.Unknown;
            }
        }
    }

    /// <summary>google.rpc.BadRequest.FieldViolation: a request field path and what is wrong with it.</summary>
    public sealed class FieldViolation
    {
        public FieldViolation(string field, string description, string reason)
        {
            Field = field;
            Description = description;
            Reason = reason;
        }

        /// <summary>The proto3 JSON path of the field, e.g. "action.attack.targetId".</summary>
        public string Field { get; private set; }

        public string Description { get; private set; }

        /// <summary>An UPPER_SNAKE reason for this field; "" when the server sent none.</summary>
        public string Reason { get; private set; }
    }

    /// <summary>google.rpc.PreconditionFailure.Violation: for a rule refusal, the ruling refused by.</summary>
    public sealed class PreconditionViolation
    {
        public PreconditionViolation(string type, string subject, string description)
        {
            Type = type;
            Subject = subject;
            Description = description;
        }

        public string Type { get; private set; }

        /// <summary>The ruling id, e.g. "A3".</summary>
        public string Subject { get; private set; }

        public string Description { get; private set; }
    }

    /// <summary>A failed Arbiter call: its code, message and the server's error details.</summary>
    public sealed class ArbiterException : Exception
    {
        private static readonly IReadOnlyList<FieldViolation> NoFields = new FieldViolation[0];
        private static readonly IReadOnlyList<PreconditionViolation> NoPreconditions = new PreconditionViolation[0];
        private static readonly IReadOnlyDictionary<string, string> NoMetadata = new Dictionary<string, string>();

        public ArbiterException(ArbiterCode code, string message, int httpStatus, int attempts, string requestId, Exception innerException = null)
            : base(message, innerException)
        {
            Code = code;
            HttpStatus = httpStatus;
            Attempts = attempts;
            RequestId = requestId ?? "";
            Reason = "";
            Domain = "";
            Metadata = NoMetadata;
            FieldViolations = NoFields;
            PreconditionViolations = NoPreconditions;
        }

        public ArbiterCode Code { get; private set; }

        /// <summary>ErrorInfo.reason, e.g. "UNKNOWN_COMBATANT"; "" when the server sent none.</summary>
        public string Reason { get; private set; }

        /// <summary>ErrorInfo.domain ("arbiter.v1"); "" when the server sent none.</summary>
        public string Domain { get; private set; }

        /// <summary>ErrorInfo.metadata, e.g. {"ruling": "A3"} for a rule refusal.</summary>
        public IReadOnlyDictionary<string, string> Metadata { get; private set; }

        /// <summary>BadRequest's field violations: which request fields were wrong.</summary>
        public IReadOnlyList<FieldViolation> FieldViolations { get; private set; }

        /// <summary>PreconditionFailure's violations: the rulings a refused action broke.</summary>
        public IReadOnlyList<PreconditionViolation> PreconditionViolations { get; private set; }

        /// <summary>The HTTP status of the answer; 0 when none arrived (refused, timed out).</summary>
        public int HttpStatus { get; private set; }

        /// <summary>How many times the call was sent, retries included.</summary>
        public int Attempts { get; private set; }

        /// <summary>
        /// The call's x-request-id: the one the server answered with (its log line has it), else
        /// the one the client sent (every call sends one), also when no answer arrived.
        /// </summary>
        public string RequestId { get; private set; }

        /// <summary>The error an HTTP answer other than 200 stands for; <paramref name="requestId"/> is the one sent.</summary>
        public static ArbiterException FromResponse(ArbiterHttpResponse response, int attempts, string requestId)
        {
            string answered;
            if (response.Headers.TryGetValue("x-request-id", out answered) && answered.Length > 0)
            {
                requestId = answered;
            }
            string type;
            JObject json = null;
            if (response.Headers.TryGetValue("Content-Type", out type) && type.StartsWith("application/json", StringComparison.OrdinalIgnoreCase))
            {
                try
                {
                    json = ArbiterJson.ParseObject(response.Body);
                }
                catch (FormatException)
                {
                    // Not JSON after all: the status tells, as for a page.
                }
            }
            return FromErrorJson(json, response.Status, attempts, requestId);
        }

        /// <summary>
        /// The error of Connect error JSON ({"code", "message", "details": [{"type", "value"}]});
        /// without a code this client knows, the error of the HTTP status.
        /// </summary>
        public static ArbiterException FromErrorJson(JObject json, int httpStatus, int attempts, string requestId)
        {
            string name = json != null ? Text(json, "code") : null;
            string message = json != null ? Text(json, "message") : null;
            ArbiterCode code;
            if (name == null || !ArbiterCodes.TryParse(name, out code))
            {
                code = ArbiterCodes.FromHttpStatus(httpStatus);
                string text = message ?? string.Format("HTTP {0} without a Connect error body", httpStatus);
                return new ArbiterException(code, text, httpStatus, attempts, requestId);
            }
            ArbiterException error = new ArbiterException(code, message ?? "", httpStatus, attempts, requestId);
            JArray details = json["details"] as JArray;
            foreach (JToken detail in details ?? new JArray())
            {
                JObject item = detail as JObject;
                if (item != null)
                {
                    error.AddDetail(Text(item, "type") ?? "", Text(item, "value") ?? "");
                }
            }
            return error;
        }

        private static string Text(JObject json, string key)
        {
            JToken value = json[key];
            return value != null && value.Type == JTokenType.String ? (string)value : null;
        }

        /// <summary>One detail: its type and its protobuf bytes, base64 (Connect omits the padding).</summary>
        private void AddDetail(string type, string value)
        {
            byte[] bytes;
            try
            {
                bytes = ProtoWire.FromBase64(value);
            }
            catch (FormatException)
            {
                return;
            }
            // The type is the message's full name (an Any type URL's prefix is tolerated).
            type = type.Substring(type.LastIndexOf('/') + 1);
            try
            {
                if (type == "google.rpc.ErrorInfo")
                {
                    ReadErrorInfo(bytes);
                }
                else if (type == "google.rpc.BadRequest")
                {
                    // FieldViolation: field = 1, description = 2, reason = 3.
                    FieldViolations = ReadViolations(bytes, 3, v => new FieldViolation(v[0], v[1], v[2]));
                }
                else if (type == "google.rpc.PreconditionFailure")
                {
                    // Violation: type = 1, subject = 2, description = 3.
                    PreconditionViolations = ReadViolations(bytes, 3, v => new PreconditionViolation(v[0], v[1], v[2]));
                }
            }
            catch (FormatException)
            {
                // A malformed detail is dropped; the code and message still stand.
            }
        }

        private void ReadErrorInfo(byte[] bytes)
        {
            Dictionary<string, string> metadata = new Dictionary<string, string>();
            ProtoWire info = new ProtoWire(bytes);
            int field;
            while (info.Next(out field))
            {
                if (field == 1)
                {
                    Reason = info.ReadString();
                }
                else if (field == 2)
                {
                    Domain = info.ReadString();
                }
                else if (field == 3)
                {
                    // A map<string, string> entry: key = 1, value = 2.
                    string[] entry = ReadStrings(info.ReadBytes(), 2);
                    metadata[entry[0]] = entry[1];
                }
                else
                {
                    info.Skip();
                }
            }
            Metadata = metadata;
        }

        /// <summary>
        /// The messages of field 1, each made from its string fields 1..<paramref name="strings"/>:
        /// BadRequest's and PreconditionFailure's violations have that shape.
        /// </summary>
        private static List<T> ReadViolations<T>(byte[] bytes, int strings, Func<string[], T> make)
        {
            List<T> violations = new List<T>();
            ProtoWire wire = new ProtoWire(bytes);
            int field;
            while (wire.Next(out field))
            {
                if (field == 1)
                {
                    violations.Add(make(ReadStrings(wire.ReadBytes(), strings)));
                }
                else
                {
                    wire.Skip();
                }
            }
            return violations;
        }

        /// <summary>The string fields 1..count of a message ("" when absent), other fields skipped.</summary>
        private static string[] ReadStrings(byte[] message, int count)
        {
            string[] values = new string[count];
            for (int i = 0; i < count; i++)
            {
                values[i] = "";
            }
            ProtoWire wire = new ProtoWire(message);
            int field;
            while (wire.Next(out field))
            {
                if (field >= 1 && field <= count)
                {
                    values[field - 1] = wire.ReadString();
                }
                else
                {
                    wire.Skip();
                }
            }
            return values;
        }
    }

    /// <summary>
    /// A reader of protobuf's wire format, just enough for the three google.rpc detail messages:
    /// the client has no protobuf runtime (Google.Protobuf is not in this assembly, so the code
    /// works in any project, WebGL included), and those messages are only strings, nested messages
    /// and map entries. Tags are varints (field number, wire type); length-delimited fields carry
    /// strings and messages; other wire types are skipped; truncated input is a FormatException.
    /// </summary>
    internal sealed class ProtoWire
    {
        private readonly byte[] _bytes;
        private int _position;
        private int _wireType;

        public ProtoWire(byte[] bytes)
        {
            _bytes = bytes;
        }

        /// <summary>Unpadded or padded standard base64 (Connect writes it unpadded).</summary>
        public static byte[] FromBase64(string text)
        {
            text = text.TrimEnd('=');
            return Convert.FromBase64String(text + new string('=', (4 - text.Length % 4) % 4));
        }

        /// <summary>Reads the next tag; false at the end of the message.</summary>
        public bool Next(out int field)
        {
            field = 0;
            if (_position >= _bytes.Length)
            {
                return false;
            }
            ulong tag = ReadVarint();
            field = (int)(tag >> 3);
            _wireType = (int)(tag & 7);
            return true;
        }

        /// <summary>The current length-delimited field's bytes.</summary>
        public byte[] ReadBytes()
        {
            if (_wireType != 2)
            {
                throw new FormatException("not a length-delimited field");
            }
            int length = Take((int)Math.Min(ReadVarint(), int.MaxValue));
            byte[] value = new byte[length];
            Array.Copy(_bytes, _position - length, value, 0, length);
            return value;
        }

        public string ReadString()
        {
            return Encoding.UTF8.GetString(ReadBytes());
        }

        /// <summary>Skips the current field's value.</summary>
        public void Skip()
        {
            switch (_wireType)
            {
                case 0: ReadVarint(); break;
                case 1: Take(8); break;
                case 2: ReadBytes(); break;
                case 5: Take(4); break;
                default: throw new FormatException("unsupported wire type " + _wireType);
            }
        }

        private ulong ReadVarint()
        {
            ulong value = 0;
            for (int shift = 0; shift < 64; shift += 7)
            {
                Take(1);
                byte b = _bytes[_position - 1];
                value |= (ulong)(b & 0x7F) << shift;
                if (b < 0x80)
                {
                    return value;
                }
            }
            throw new FormatException("varint longer than 10 bytes");
        }

        /// <summary>Moves past <paramref name="count"/> bytes, which must be there; the count.</summary>
        private int Take(int count)
        {
            if (count > _bytes.Length - _position)
            {
                throw new FormatException("truncated protobuf message");
            }
            _position += count;
            return count;
        }
    }
}
